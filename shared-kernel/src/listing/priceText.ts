import { isForRent } from '../domain/goal.js';
import { formatPrice } from '../format/formatPrice.js';

export interface PricedListing {
  PublishPrice: boolean;
  Price: number;
  PriceUnit?: number | null;
  /** A rent is a monthly amount and says so. */
  Goal?: number;
}

export interface PriceLabels {
  /** The translated "from" of price unit 7. */
  from: string;
  /** The translated "price on demand". */
  onDemand: string;
  /** The translated period written right after a rent ('/mois', '/maand'). */
  perMonth: string;
}

/**
 * Spec §1: a price in Belgian notation, "from" for price unit 7, or the price-on-demand text; a
 * rent says it is monthly ('€ 1.350/mois'), so it never reads as a sale price.
 */
export function priceText(listing: PricedListing, labels: PriceLabels): string {
  if (!listing.PublishPrice) return labels.onDemand;
  const price = formatPrice(listing.Price, { priceUnit: listing.PriceUnit ?? null, fromLabel: labels.from });
  return listing.Goal !== undefined && isForRent(listing.Goal) ? `${price}${labels.perMonth}` : price;
}

/**
 * A project's range (spec §9: '160000 to 420000'): one price when both ends are equal, nothing
 * when no unit has a published price (both 0).
 */
export function priceRangeText(min: number, max: number): string | null {
  if (!(min > 0) && !(max > 0)) return null;
  if (min === max || !(max > 0)) return formatPrice(min);
  if (!(min > 0)) return formatPrice(max);
  return `${formatPrice(min)} – ${formatPrice(max)}`;
}
