import { Marquee, marqueeState } from './marquee.js';

describe('marqueeState', () => {
  it.each([
    [1, 'sale'],
    [2, 'sale'],
    [3, 'sold'],
    [4, 'rented'],
  ])('maps %i to %s', (marquee, state) => {
    expect(marqueeState(marquee)).toBe(state);
  });

  it.each([[0], [5], [-1], [1.5], [Number.NaN], [null], [undefined]])('has no state for %p', (marquee) => {
    expect(marqueeState(marquee)).toBeNull();
  });

  it('names the values 1 to 4', () => {
    expect(Marquee).toEqual({ ForSale: 1, ForSaleVariant: 2, Sold: 3, Rented: 4 });
  });
});
