/**
 * The borrowing simulator beside a property's purchase costs. Indicative arithmetic of an
 * annuity loan (equal monthly payments), not credit advice: the page says so and points to the
 * agency, as the FSMA expects of anyone who is not a registered credit intermediary.
 *
 * The monthly rate is the one equivalent to the annual rate, (1 + annual)^(1/12) − 1, as Belgian
 * mortgage lenders state it (a published example: 1.80 % a year, "0,1488 % sur base mensuelle"),
 * not the annual rate divided by twelve of British and American simulators: 300,000 € at 3.5 %
 * over 25 years is 1,493.05 € a month here, where dividing by twelve would say 1,501.87 €.
 */

export interface LoanTerms {
  /** The amount borrowed, in euros. */
  principal: number;
  /** The annual rate, in percent (3.5 for 3.5 %). */
  annualRatePercent: number;
  years: number;
}

export interface LoanRepayment {
  /** Each monthly payment, in euros to the cent. */
  monthlyPayment: number;
  /** What the payments add up to beyond the principal, to the cent. */
  totalInterest: number;
  totalRepaid: number;
}

/** The share of a net monthly income that the simulator lets go to the loan: one third, said on the page. */
export const INDICATIVE_DEBT_RATIO = 1 / 3;

/** The bounds of what the simulator computes; outside them a field says why. */
export const LOAN_LIMITS = {
  principal: { min: 1, max: 100_000_000 },
  ownFunds: { min: 0, max: 100_000_000 },
  annualRatePercent: { min: 0, max: 20 },
  years: { min: 1, max: 40 },
  monthlyIncome: { min: 1, max: 1_000_000 },
} as const;

export type LoanField = keyof typeof LOAN_LIMITS;
export type LoanFieldError = 'required' | 'notANumber' | 'tooSmall' | 'tooLarge' | 'wholeYears';

const cents = (amount: number) => Math.round(amount * 100) / 100;

function checkedNumber(field: LoanField, value: number): number {
  const { min, max } = LOAN_LIMITS[field];
  if (!Number.isFinite(value) || value < min || value > max || (field === 'years' && !Number.isInteger(value))) {
    throw new RangeError(`${field} must be ${field === 'years' ? 'a whole number' : 'a number'} from ${min} to ${max}, not ${value}`);
  }
  return value;
}

/** The monthly rate equivalent to an annual rate in percent, as a fraction (3.5 → 0.0028709). */
export function equivalentMonthlyRate(annualRatePercent: number): number {
  return (1 + checkedNumber('annualRatePercent', annualRatePercent) / 100) ** (1 / 12) - 1;
}

/** What one euro borrowed now costs each month over `months` at monthly rate `rate`. */
function annuityFactor(rate: number, months: number): number {
  return rate === 0 ? 1 / months : rate / (1 - (1 + rate) ** -months);
}

/**
 * The monthly payment of an annuity loan, P·r / (1 − (1 + r)^−n) with r the equivalent monthly
 * rate and n the months; at 0 % the principal over the months. Throws a RangeError outside LOAN_LIMITS.
 */
export function loanRepayment({ principal, annualRatePercent, years }: LoanTerms): LoanRepayment {
  const months = checkedNumber('years', years) * 12;
  const rate = equivalentMonthlyRate(annualRatePercent);
  const monthly = checkedNumber('principal', principal) * annuityFactor(rate, months);
  return { monthlyPayment: cents(monthly), totalInterest: cents(monthly * months - principal), totalRepaid: cents(monthly * months) };
}

/**
 * The most a net monthly income repays at the debt ratio (one third by default), at the rate and
 * over the years given: the payment the ratio leaves, times what one euro a month repays, to the
 * euro below. Throws a RangeError outside LOAN_LIMITS.
 */
export function indicativeMaximumLoan(
  { monthlyIncome, annualRatePercent, years }: { monthlyIncome: number; annualRatePercent: number; years: number },
  debtRatio = INDICATIVE_DEBT_RATIO,
): { monthlyPayment: number; maximumLoan: number } {
  const months = checkedNumber('years', years) * 12;
  const rate = equivalentMonthlyRate(annualRatePercent);
  const monthlyPayment = checkedNumber('monthlyIncome', monthlyIncome) * debtRatio;
  return { monthlyPayment: cents(monthlyPayment), maximumLoan: Math.floor(monthlyPayment / annuityFactor(rate, months)) };
}

/**
 * A simulator field as the visitor typed it: a number with a decimal comma or point ('3,5'),
 * thousands grouped by spaces, points or apostrophes in an amount ('250.000', '250 000'), or why not.
 */
export function readLoanField(field: LoanField, text: string): { value: number } | { error: LoanFieldError } {
  const trimmed = text.replace(/[\s\u00a0\u202f€%']/g, '');
  if (trimmed === '') return { error: 'required' };
  const amount = field === 'principal' || field === 'ownFunds' || field === 'monthlyIncome';
  // In an amount a point or comma before three digits groups thousands; elsewhere it is the decimal mark.
  const normalised = amount ? trimmed.replace(/[.,](?=\d{3}(?:[.,]|$))/g, '').replace(',', '.') : trimmed.replace(',', '.');
  if (!/^\d+(\.\d+)?$/.test(normalised)) return { error: 'notANumber' };
  const value = Number(normalised);
  const { min, max } = LOAN_LIMITS[field];
  if (value < min) return { error: 'tooSmall' };
  if (value > max) return { error: 'tooLarge' };
  if (field === 'years' && !Number.isInteger(value)) return { error: 'wholeYears' };
  return { value };
}
