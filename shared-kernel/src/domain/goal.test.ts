import { Goal, isForRent, isForSale } from './goal.js';

describe('Goal', () => {
  it('has the spec values', () => {
    expect(Goal).toEqual({ Sale: 0, Rent: 1, Legacy: 2 });
  });

  it('treats 0 as for sale and nothing else', () => {
    expect(isForSale(0)).toBe(true);
    expect(isForSale(1)).toBe(false);
    expect(isForSale(2)).toBe(false);
  });

  it('treats every goal other than 0 as rent', () => {
    expect(isForRent(0)).toBe(false);
    expect(isForRent(1)).toBe(true);
    expect(isForRent(2)).toBe(true);
    expect(isForRent(3)).toBe(true);
  });
});
