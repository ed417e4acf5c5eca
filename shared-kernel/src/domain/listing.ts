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
