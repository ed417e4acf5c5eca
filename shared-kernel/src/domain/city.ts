import type { Language } from './language.js';

/** Spec §3: an entry of citys, citysSale or citysRent. Name variants of one commune are separate entries. */
export interface CityEntry {
  Name: string;
  Zip: string;
  CountryID: number;
  CountryName: string;
  PropertyCount: number;
  language: Language;
}

/** The spec only ever saw an empty list, so this shape is an assumption kept minimal. */
export interface Neighbourhood {
  ID: number;
  Name: string;
}
