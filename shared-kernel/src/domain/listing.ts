import type { CityEntry, Neighbourhood } from './city.js';
import type { ProjectSummary } from './project.js';
import type { PropertySummary } from './property.js';
import type { PropertyType } from './propertyType.js';

/** Spec §7: the one load behind listings and the home search. */
export interface ListingData {
  properties: PropertySummary[];
  projects: ProjectSummary[];
  webIDs: PropertyType[];
  citys: CityEntry[];
  citysSale: CityEntry[];
  citysRent: CityEntry[];
  neighbourhoods: Neighbourhood[];
}

/**
 * What a list's filters and a form's zone picker offer: the types and the cities with their
 * counts, without the properties and projects, so a page view costs the same whatever the size
 * of the catalogue.
 */
export type ListingOptions = Omit<ListingData, 'properties' | 'projects'>;
