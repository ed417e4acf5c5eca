import { formatQuantity } from './formatQuantity.js';

describe('formatQuantity', () => {
  it.each([
    [120, '120'],
    [1234.5, '1.234,5'],
    [5810, '5.810'],
    [0.25, '0,25'],
    [-3.1, '-3,1'],
    [Number.NaN, 'NaN'],
  ])('%p → %p', (value, text) => {
    expect(formatQuantity(value)).toBe(text);
  });
});
