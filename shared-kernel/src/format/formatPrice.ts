import { PRICE_UNIT_FROM } from '../domain/priceUnit.js';

export interface FormatPriceOptions {
  /** The property's PriceUnit; PRICE_UNIT_FROM adds `fromLabel` before the price. */
  priceUnit?: number | null;
  /** The translated "from" word ('vanaf', 'à partir de'). */
  fromLabel?: string;
}

// Machine notation only ('350000', '1234.5'): a dot is a decimal point, as in the api's JSON,
// so '350.000' is 350. Belgian-formatted text ('350.000,00') is refused rather than guessed.
const NUMERIC_TEXT = /^-?\d+(?:\.\d+)?$/;

function toNumber(value: number | string | null | undefined): number {
  if (typeof value === 'number') return value;
  if (typeof value === 'string' && NUMERIC_TEXT.test(value.trim())) return Number(value.trim());
  return Number.NaN;
}

function groupThousands(digits: string): string {
  return digits.replace(/\B(?=(\d{3})+(?!\d))/g, '.');
}

/**
 * A price in Belgian notation: '€ 350.000', '€ 1.234,50' (no-break space after the euro sign,
 * cents only when the amount is not whole after rounding to cents). Written by hand rather than
 * with Intl because Node's and browsers' ICU data disagree on the nl-BE/fr-BE spacing and symbol
 * position, and server and client renders must match. Spec §1: anything that is not a finite
 * number gives 'NaN', with no prefix.
 */
export function formatPrice(value: number | string | null | undefined, opts: FormatPriceOptions = {}): string {
  const amount = toNumber(value);
  if (!Number.isFinite(amount)) return 'NaN';
  const cents = Math.round(Math.abs(amount) * 100);
  const whole = groupThousands(String(Math.floor(cents / 100)));
  const fraction = cents % 100 === 0 ? '' : `,${String(cents % 100).padStart(2, '0')}`;
  const sign = amount < 0 && cents > 0 ? '-' : '';
  const price = `${sign}€\u00a0${whole}${fraction}`;
  return opts.priceUnit === PRICE_UNIT_FROM && opts.fromLabel ? `${opts.fromLabel} ${price}` : price;
}
