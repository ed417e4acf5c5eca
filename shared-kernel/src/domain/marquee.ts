/**
 * Spec §3: the banner state of a listing, 1 to 4. The meaning is the spec's reading of the data and
 * is not confirmed: 1 and 2 are the sale side (what tells them apart is unknown), 3 sold, 4 rented.
 */
export const Marquee = {
  ForSale: 1,
  ForSaleVariant: 2,
  Sold: 3,
  Rented: 4,
} as const;

export type Marquee = (typeof Marquee)[keyof typeof Marquee];

/**
 * The banner states of a property no longer on the market. Lists keep showing it, marked; the
 * counts of what is for sale or for rent leave it out, so they promise nothing gone.
 */
export const OFF_MARKET_MARQUEES: readonly number[] = [Marquee.Sold, Marquee.Rented];

export function isOffMarket(marquee: number): boolean {
  return OFF_MARKET_MARQUEES.includes(marquee);
}

export type MarqueeState = 'sale' | 'sold' | 'rented';

export function marqueeState(marquee: number | null | undefined): MarqueeState | null {
  switch (marquee) {
    case Marquee.ForSale:
    case Marquee.ForSaleVariant:
      return 'sale';
    case Marquee.Sold:
      return 'sold';
    case Marquee.Rented:
      return 'rented';
    default:
      return null;
  }
}
