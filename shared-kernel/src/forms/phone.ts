import { parsePhoneNumberWithError, ParseError, type CountryCode } from 'libphonenumber-js/min';

/** Numbers typed without a country code are Belgian; any other country's number starts with +. */
export const DEFAULT_PHONE_REGION: CountryCode = 'BE';

export type PhoneCheck = { ok: true; e164: string } | { ok: false; error: string };

/**
 * A phone number as the visitor typed it, checked against the numbering plans
 * (libphonenumber's metadata): `123456` or `000000` are refused as what they are, a number is kept
 * in E.164 (+3225123456), and each refusal says what is wrong as a key of the `forms` dictionary.
 */
export function checkPhone(typed: string): PhoneCheck {
  try {
    const number = parsePhoneNumberWithError(typed, DEFAULT_PHONE_REGION);
    if (number.isValid()) return { ok: true, e164: number.number };
    const digits = number.nationalNumber.length;
    if (digits < 8) return { ok: false, error: 'errors.phoneTooShort' };
    if (digits > 10 && number.country === DEFAULT_PHONE_REGION) return { ok: false, error: 'errors.phoneTooLong' };
    return { ok: false, error: 'errors.phoneInvalid' };
  } catch (error) {
    if (!(error instanceof ParseError)) throw error;
    if (error.message === 'TOO_SHORT') return { ok: false, error: 'errors.phoneTooShort' };
    if (error.message === 'TOO_LONG') return { ok: false, error: 'errors.phoneTooLong' };
    if (error.message === 'INVALID_COUNTRY') return { ok: false, error: 'errors.phoneCountry' };
    return { ok: false, error: 'errors.phoneInvalid' };
  }
}

/** A stored E.164 number as people read it: national format for Belgian numbers, international otherwise. */
export function phoneForDisplay(e164: string): string {
  try {
    const number = parsePhoneNumberWithError(e164, DEFAULT_PHONE_REGION);
    return number.country === DEFAULT_PHONE_REGION ? number.formatNational() : number.formatInternational();
  } catch {
    return e164;
  }
}
