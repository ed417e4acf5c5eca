import { regionForPostcode } from '../domain/region.js';
import { zoneHolds, type Zone, type ZoneVertex } from '../listing/zone.js';

/**
 * What a saved search asks for: the demand register form's output, or a list's filters read so
 * (shared-kernel's `searchCriteriaOfList`).
 */
export interface DemandCriteria {
  goal: 'buy' | 'rent';
  /** Empty: any type (a list with no type filter). */
  propertyTypes: readonly string[];
  /** Regions ('brussels', 'flanders', 'wallonia') or four-digit postcodes; empty: anywhere. */
  zones: readonly string[];
  budgetMin?: number;
  budgetMax?: number;
  bedrooms?: number;
  /** A zone drawn on the list's map: only what lies inside it. */
  drawnZone?: Zone;
}

export interface DemandCandidate {
  goal: number;
  webIds: readonly number[];
  postcode: string;
  /** Undefined when the price is on demand: the visitor then decides, so it never rules a property out. */
  price?: number;
  bedrooms?: number | null;
  /** Where the list searches it: its point, rounded as its marker when its address is not published. */
  location?: ZoneVertex;
}

/** Whether a property is one a saved search (the demand register's included) promised to tell about. */
export function matchesDemand(demand: DemandCriteria, property: DemandCandidate): boolean {
  if ((demand.goal === 'buy') !== (property.goal === 0)) return false;
  if (demand.propertyTypes.length > 0 && !property.webIds.some((webId) => demand.propertyTypes.includes(String(webId)))) return false;
  const region = regionForPostcode(property.postcode);
  if (demand.zones.length > 0 && !demand.zones.some((zone) => zone === property.postcode || zone === region)) return false;
  if (property.price !== undefined) {
    if (demand.budgetMin !== undefined && property.price < demand.budgetMin) return false;
    if (demand.budgetMax !== undefined && property.price > demand.budgetMax) return false;
  }
  if (demand.bedrooms !== undefined && (property.bedrooms ?? 0) < demand.bedrooms) return false;
  if (demand.drawnZone !== undefined && (property.location === undefined || !zoneHolds(demand.drawnZone, property.location))) return false;
  return true;
}
