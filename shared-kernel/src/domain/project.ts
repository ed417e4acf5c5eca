import type { Goal } from './goal.js';
import type { Language } from './language.js';
import type { ListingDocument, ListingPhoto, PropertyListItem, PropertySummary } from './property.js';

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

/** `/api/projects`: a project as listed, with its name. */
export interface ProjectListEntry extends ProjectSummary {
  Name: string;
}

/** A construction stage of a project. */
export interface ProjectConstruction {
  Name: string;
  Status: string;
  DeliveryDate?: string;
}

/** `/api/projects/:id`: the project page's data; its units are the price list, cheapest first. */
export interface ProjectDetailData extends Omit<Project, 'Properties' | 'Name'> {
  Name: string;
  Properties: PropertyListItem[];
  Description: string;
  Photos: ListingPhoto[];
  Documents: ListingDocument[];
  Constructions: ProjectConstruction[];
  Latitude: number;
  Longitude: number;
  CreatedAt: string;
  UpdatedAt: string;
}
