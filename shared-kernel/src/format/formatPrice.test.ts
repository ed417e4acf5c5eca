import { formatPrice } from './formatPrice.js';

describe('formatPrice', () => {
  it.each([
    [0, '€\u00a00'],
    [5, '€\u00a05'],
    [999, '€\u00a0999'],
    [1000, '€\u00a01.000'],
    [350000, '€\u00a0350.000'],
    [999999, '€\u00a0999.999'],
    [1000000, '€\u00a01.000.000'],
    [1234567890, '€\u00a01.234.567.890'],
  ])('formats the whole amount %p as %p', (value, text) => {
    expect(formatPrice(value)).toBe(text);
  });

  it('shows two decimals with a comma when the amount is not whole', () => {
    expect(formatPrice(1234.5)).toBe('€\u00a01.234,50');
    expect(formatPrice(1234.05)).toBe('€\u00a01.234,05');
    expect(formatPrice(0.5)).toBe('€\u00a00,50');
    expect(formatPrice(1234.567)).toBe('€\u00a01.234,57');
  });

  it('drops the decimals when rounding to cents makes the amount whole', () => {
    expect(formatPrice(1234.999)).toBe('€\u00a01.235');
    expect(formatPrice(1234.001)).toBe('€\u00a01.234');
  });

  it('puts the minus sign before the euro sign', () => {
    expect(formatPrice(-1000)).toBe('-€\u00a01.000');
    expect(formatPrice(-0.5)).toBe('-€\u00a00,50');
  });

  it('shows no minus sign for an amount that rounds to zero', () => {
    expect(formatPrice(-0.004)).toBe('€\u00a00');
    expect(formatPrice(-0)).toBe('€\u00a00');
  });

  it('parses numeric text in machine notation', () => {
    expect(formatPrice('350000')).toBe('€\u00a0350.000');
    expect(formatPrice(' 1234.5 ')).toBe('€\u00a01.234,50');
    expect(formatPrice('-1000')).toBe('-€\u00a01.000');
  });

  it('reads a dot in text as a decimal point, so "350.000" is 350', () => {
    expect(formatPrice('350.000')).toBe('€\u00a0350');
  });

  it.each([
    [''],
    ['  '],
    ['350.000,00'],
    ['1,5'],
    ['€ 350000'],
    ['1e6'],
    ['abc'],
    [null],
    [undefined],
    [Number.NaN],
    [Number.POSITIVE_INFINITY],
    [Number.NEGATIVE_INFINITY],
  ])('gives NaN for %p', (value) => {
    expect(formatPrice(value)).toBe('NaN');
  });

  it('prefixes the "from" label for price unit 7', () => {
    expect(formatPrice(350000, { priceUnit: 7, fromLabel: 'vanaf' })).toBe('vanaf €\u00a0350.000');
    expect(formatPrice(160000, { priceUnit: 7, fromLabel: 'à partir de' })).toBe('à partir de €\u00a0160.000');
  });

  it('adds no prefix for other price units or without a label', () => {
    expect(formatPrice(350000, { priceUnit: 6, fromLabel: 'vanaf' })).toBe('€\u00a0350.000');
    expect(formatPrice(350000, { priceUnit: 8, fromLabel: 'vanaf' })).toBe('€\u00a0350.000');
    expect(formatPrice(350000, { priceUnit: null, fromLabel: 'vanaf' })).toBe('€\u00a0350.000');
    expect(formatPrice(350000, { priceUnit: 7 })).toBe('€\u00a0350.000');
  });

  it('gives NaN without the prefix when the amount is not a number', () => {
    expect(formatPrice('n/a', { priceUnit: 7, fromLabel: 'vanaf' })).toBe('NaN');
  });
});
