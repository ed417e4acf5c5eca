import type { Goal } from './goal.js';
import type { Language } from './language.js';
import type { PropertySummary } from './property.js';

/** Spec §3: a new-build project as listed. */
export interface ProjectSummary {
  ID: number;
  Goal: Goal;
  City: string;
  Zip: string;
  /** The type ids of the units, as text. */
  WebID: string;
  /** A text summarising the unit counts per type. */
  WebIDName: string;
  ProjectWebID: number;
  /** The thumbnail's url. */
  SmallPicture: string;
  PriceMin: number;
  PriceMax: number;
  language: Language;
}

/** Spec §3: a project's detail. */
export interface Project extends ProjectSummary {
  PublicAddress: boolean;
  Street: string;
  HouseNumber: string;
  BoxNr: string;
  CountryID: number;
  CountryName: string;
  /** Not among the spec's fields, but the breadcrumb and path show a project name. */
  Name?: string;
  /** The units, listed on the project page's price list. */
  Properties?: PropertySummary[];
}
