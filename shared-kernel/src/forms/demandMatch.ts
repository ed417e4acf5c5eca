import { regionForPostcode } from '../domain/region.js';

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
}

export interface DemandCandidate {
  goal: number;
  webIds: readonly number[];
  postcode: string;
  /** Undefined when the price is on demand: the visitor then decides, so it never rules a property out. */
  price?: number;
  bedrooms?: number | null;
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
  return true;
}
