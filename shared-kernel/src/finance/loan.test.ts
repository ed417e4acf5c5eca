import { equivalentMonthlyRate, indicativeMaximumLoan, INDICATIVE_DEBT_RATIO, loanRepayment, readLoanField } from './loan.js';

/** The balance left after paying `payment` for `months` at `rate`, month by month: the closed formula checked another way. */
function balanceAfter(principal: number, rate: number, payment: number, months: number): number {
  let balance = principal;
  for (let month = 0; month < months; month += 1) balance = balance * (1 + rate) - payment;
  return balance;
}

describe('the borrowing simulator', () => {
  it('takes the monthly rate equivalent to the annual one, as Belgian lenders state it', () => {
    // A Belgian broker's representative example: 1.80 % a year is 0.1488 % a month.
    expect(equivalentMonthlyRate(1.8) * 100).toBeCloseTo(0.1488, 4);
    expect((1 + equivalentMonthlyRate(3.5)) ** 12).toBeCloseTo(1.035, 12);
  });

  it('300,000 € at 3.5 % over 25 years: 1,493.05 € a month, 147,914.60 € of interest', () => {
    const repayment = loanRepayment({ principal: 300_000, annualRatePercent: 3.5, years: 25 });
    expect(repayment).toEqual({ monthlyPayment: 1_493.05, totalInterest: 147_914.6, totalRepaid: 447_914.6 });
    // Paid month by month, that payment leaves nothing owed after 300 months (to the cent's rounding).
    expect(Math.abs(balanceAfter(300_000, equivalentMonthlyRate(3.5), repayment.monthlyPayment, 300))).toBeLessThan(1);
    // Dividing the annual rate by twelve would say 1,501.87 €: a different loan.
    expect(repayment.monthlyPayment).not.toBeCloseTo(1_501.87, 0);
  });

  it('at 0 % repays the principal in equal parts, without interest', () => {
    expect(loanRepayment({ principal: 120_000, annualRatePercent: 0, years: 10 })).toEqual({ monthlyPayment: 1_000, totalInterest: 0, totalRepaid: 120_000 });
    expect(indicativeMaximumLoan({ monthlyIncome: 3_000, annualRatePercent: 0, years: 20 })).toEqual({ monthlyPayment: 1_000, maximumLoan: 240_000 });
  });

  it('lends on a third of a net monthly income what that third repays', () => {
    expect(INDICATIVE_DEBT_RATIO).toBeCloseTo(1 / 3, 12);
    const { monthlyPayment, maximumLoan } = indicativeMaximumLoan({ monthlyIncome: 4_500, annualRatePercent: 3.5, years: 25 });
    expect(monthlyPayment).toBe(1_500);
    // 1,500 × 300,000 / 1,493.0487 = 301,396.97…
    expect(maximumLoan).toBe(301_396);
    // The loan it names costs that payment, to the euro it was rounded down by.
    expect(loanRepayment({ principal: maximumLoan, annualRatePercent: 3.5, years: 25 }).monthlyPayment).toBeLessThanOrEqual(1_500);
    expect(loanRepayment({ principal: maximumLoan + 1, annualRatePercent: 3.5, years: 25 }).monthlyPayment).toBeGreaterThan(1_500 - 0.01);
    expect(indicativeMaximumLoan({ monthlyIncome: 4_500, annualRatePercent: 3.5, years: 25 }, 0.4).monthlyPayment).toBe(1_800);
  });

  it.each([
    [{ principal: 0, annualRatePercent: 3, years: 20 }],
    [{ principal: 100_000, annualRatePercent: -1, years: 20 }],
    [{ principal: 100_000, annualRatePercent: 3, years: 0 }],
    [{ principal: 100_000, annualRatePercent: 3, years: 20.5 }],
    [{ principal: Number.NaN, annualRatePercent: 3, years: 20 }],
  ])('refuses terms it cannot compute: %j', (terms) => {
    expect(() => loanRepayment(terms)).toThrow(RangeError);
  });

  it.each([
    ['principal', '250.000', { value: 250_000 }],
    ['principal', '250 000 €', { value: 250_000 }],
    ['principal', "1'250'000", { value: 1_250_000 }],
    ['annualRatePercent', '3,5', { value: 3.5 }],
    ['annualRatePercent', '3.45 %', { value: 3.45 }],
    ['annualRatePercent', '0', { value: 0 }],
    ['years', '25', { value: 25 }],
    ['principal', '', { error: 'required' }],
    ['principal', 'beaucoup', { error: 'notANumber' }],
    ['annualRatePercent', '-2', { error: 'notANumber' }],
    ['annualRatePercent', '25', { error: 'tooLarge' }],
    ['years', '0', { error: 'tooSmall' }],
    ['years', '41', { error: 'tooLarge' }],
    ['years', '12,5', { error: 'wholeYears' }],
    ['monthlyIncome', '0', { error: 'tooSmall' }],
    ['ownFunds', '0', { value: 0 }],
    ['ownFunds', '60.000', { value: 60_000 }],
  ] as const)('reads the %s field typed as %j', (field, text, expected) => {
    expect(readLoanField(field, text)).toEqual(expected);
  });
});
