import { marqueeState } from '../domain/marquee.js';

export interface SimilarCandidate {
  ID: number;
  Goal: number;
  WebID: number;
  Marquee: number;
  PublishPrice: boolean;
  Price: number;
}

/** Spec: up to four similar properties on a detail page. */
export const MAX_SIMILAR = 4;

/** How far from a property's price a similar one may be, each way, when asking the api. */
export const SIMILAR_PRICE_SPREAD = 0.3;

/** The price window to ask the api for; none for a price on demand. */
export function similarPriceRange(property: Pick<SimilarCandidate, 'PublishPrice' | 'Price'>): { min: number; max: number } | null {
  if (!property.PublishPrice || property.Price <= 0) return null;
  return {
    min: Math.floor(property.Price * (1 - SIMILAR_PRICE_SPREAD)),
    max: Math.ceil(property.Price * (1 + SIMILAR_PRICE_SPREAD)),
  };
}

/** The api's `/api/properties` query for the candidates: the same goal and type, in the price window. */
export function similarQueryOf(property: Omit<SimilarCandidate, 'ID' | 'Marquee'>, lang: string): Record<string, string> {
  const range = similarPriceRange(property);
  return {
    lang,
    goal: property.Goal === 0 ? '0' : '1',
    type: String(property.WebID),
    sort: 'date_desc',
    pageSize: '48',
    ...(range ? { priceMin: String(range.min), priceMax: String(range.max) } : {}),
  };
}

/**
 * Up to four properties of the same goal and main type as `property`, nearest in price first
 * (ties to the lower id, so the choice is stable). Sold and rented ones are not offered: a visitor
 * cannot act on them. With a price on demand, candidates keep their given order.
 */
export function chooseSimilar<T extends SimilarCandidate>(property: SimilarCandidate, candidates: readonly T[], max = MAX_SIMILAR): T[] {
  const sameKind = candidates.filter(
    (candidate) =>
      candidate.ID !== property.ID &&
      (candidate.Goal === 0) === (property.Goal === 0) &&
      candidate.WebID === property.WebID &&
      marqueeState(candidate.Marquee) !== 'sold' &&
      marqueeState(candidate.Marquee) !== 'rented',
  );
  if (!property.PublishPrice) return sameKind.slice(0, max);
  const distance = (candidate: T) => (candidate.PublishPrice ? Math.abs(candidate.Price - property.Price) : Infinity);
  return [...sameKind].sort((a, b) => distance(a) - distance(b) || a.ID - b.ID).slice(0, max);
}
