// Agents type numbers as '0475/12.34.56' or '02 123 45 67': these separators are ignored when
// counting digits. Anything else ('+32 …', letters) is not a national number and stays as typed.
const SEPARATORS = /[\s./()-]/g;

const MOBILE = /^(\d{4})(\d{2})(\d{2})(\d{2})$/;
const LANDLINE = /^(\d{3})(\d{2})(\d{2})(\d{2})$/;

/** Spec §5: a Belgian number in groups, 10 digits as 4-2-2-2 (mobile), 9 digits as 3-2-2-2 (landline). */
export function formatPhone(raw: string | null | undefined): string {
  if (raw == null) return '';
  const digits = raw.replace(SEPARATORS, '');
  const pattern = [MOBILE, LANDLINE].find((candidate) => candidate.test(digits));
  return pattern ? digits.replace(pattern, '$1 $2 $3 $4') : raw;
}

// A national number inside words: a 0, then digits and the separators agents type, ending on a digit.
const NUMBER_IN_TEXT = /(?<![\d+])0[\d\s./()-]{7,16}\d(?!\d)/g;

/**
 * Free text the agency wrote (a footer column, an address block) with each national number in it
 * written as formatPhone writes it, so a number reads alike in the top bar, the footer and the
 * contact block. Other digits (a postcode, a street number, '+32 …') stay as written.
 */
export function formatPhonesIn(text: string): string {
  return text.replace(NUMBER_IN_TEXT, (found) => {
    const trailing = /\s*$/.exec(found)?.[0] ?? '';
    return formatPhone(found.slice(0, found.length - trailing.length)) + trailing;
  });
}
