import { isOffMarket } from '../domain/marquee.js';
import { matchesDemand, type DemandCandidate, type DemandCriteria } from '../forms/demandMatch.js';
import { parseListFilters, searchedZone } from '../listing/listFilters.js';
import { readZone } from '../listing/zone.js';

/** How often a saved search mails: each event at once, or a digest of a day's or a week's. */
export const ALERT_FREQUENCIES = ['instant', 'daily', 'weekly'] as const;
export type AlertFrequency = (typeof ALERT_FREQUENCIES)[number];

export const DIGEST_PERIOD_MS: Readonly<Record<Exclude<AlertFrequency, 'instant'>, number>> = {
  daily: 24 * 60 * 60 * 1000,
  weekly: 7 * 24 * 60 * 60 * 1000,
};

/** Whether a digest saved search is due: a period after its last digest (or its confirmation). */
export function isDigestDue(frequency: AlertFrequency, lastDigestAt: Date, now: Date): boolean {
  return frequency !== 'instant' && now.getTime() - lastDigestAt.getTime() >= DIGEST_PERIOD_MS[frequency];
}

/**
 * A list's filters as a saved search's criteria: the list's goal, its type, its commune's postcode,
 * its budget and bedrooms, its drawn zone; what the list does not narrow is any. The order stays in
 * the query kept beside (the mails link back to the list as it was).
 */
export function searchCriteriaOfList(goal: number, search: string): DemandCriteria {
  const filters = parseListFilters(search);
  const zoneText = searchedZone(filters);
  const drawn = zoneText === undefined ? undefined : readZone(zoneText);
  return {
    goal: goal === 0 ? 'buy' : 'rent',
    propertyTypes: filters.type === undefined ? [] : [String(filters.type)],
    zones: filters.city === undefined ? [] : [filters.city.zip],
    ...(filters.priceMin === undefined ? {} : { budgetMin: filters.priceMin }),
    ...(filters.priceMax === undefined ? {} : { budgetMax: filters.priceMax }),
    ...(filters.bedroomsMin === undefined ? {} : { bedrooms: filters.bedroomsMin }),
    ...(drawn !== undefined && 'zone' in drawn ? { drawnZone: drawn.zone } : {}),
  };
}

export type PropertyEventKind = 'published' | 'price' | 'status' | 'withdrawn';

/** One recorded change of a property (the api's `property_events`), as the api answers it. */
export interface PropertyEvent {
  kind: PropertyEventKind;
  /** ISO timestamp. */
  date: string;
  oldPrice?: number | null;
  newPrice?: number | null;
  oldMarquee?: number | null;
  newMarquee?: number | null;
}

export type AlertKind = 'new' | 'priceDrop' | 'status';

/** A saved search: criteria, or one property followed (a favourite). */
export interface AlertTarget {
  criteria: DemandCriteria | null;
  propertyId: number | null;
}

/**
 * What an event tells a saved search, or null: a new match (published, still on the market), a
 * price drop or a status change of a match or of the property followed. A rise says nothing.
 */
export function alertFor(
  target: AlertTarget,
  event: PropertyEvent & { propertyId: number },
  property: (DemandCandidate & { marquee: number }) | undefined,
): AlertKind | null {
  if (property === undefined) return null;
  const kind: AlertKind | null =
    event.kind === 'published'
      ? isOffMarket(property.marquee)
        ? null
        : 'new'
      : event.kind === 'price' && event.oldPrice != null && event.newPrice != null && event.newPrice < event.oldPrice
        ? 'priceDrop'
        : event.kind === 'status'
          ? 'status'
          : null;
  if (kind === null) return null;
  if (target.propertyId !== null) return target.propertyId === event.propertyId && kind !== 'new' ? kind : null;
  return target.criteria !== null && matchesDemand(target.criteria, property) ? kind : null;
}
