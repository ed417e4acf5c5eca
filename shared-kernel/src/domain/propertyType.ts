import type { Language } from './language.js';

/** Spec §3: one entry of the `webIDs` list, in one language, with the counts computed from the listings. */
export interface PropertyType {
  ID: number;
  WebID: number;
  Name: string;
  ShowOrder: number;
  Sale: boolean;
  Rent: boolean;
  language: Language;
  SaleCount: number;
  RentCount: number;
}

export interface PropertyTypeDefinition {
  WebID: number;
  ShowOrder: number;
  Sale: boolean;
  Rent: boolean;
  names: Record<Language, string>;
}

// Spec §3: the seven property types in display order; the French names are the spec's.
const NAMES: readonly Record<Language, string>[] = [
  { en: 'Villa/House/Farm', nl: 'Villa/Huis/Hoeve', fr: 'Villa/Maison/Ferme', de: 'Villa/Haus/Bauernhof' },
  { en: 'Studio', nl: 'Studio', fr: 'Studio', de: 'Studio' },
  { en: 'Apartment', nl: 'Appartement', fr: 'Appartement', de: 'Wohnung' },
  { en: 'Land', nl: 'Grond', fr: 'Terrain', de: 'Grundstück' },
  { en: 'Investment property', nl: 'Opbrengsteigendom', fr: 'Immeuble de rapport', de: 'Renditeobjekt' },
  { en: 'Commercial premises', nl: 'Handelspand', fr: 'Local commercial', de: 'Gewerbefläche' },
  { en: 'Garage/parking', nl: 'Garage/parking', fr: 'Garage/parking', de: 'Garage/Stellplatz' },
];

/** WebID 1 to 7 in display order, every type offered for sale and for rent. */
export const PROPERTY_TYPES: readonly PropertyTypeDefinition[] = NAMES.map((names, index) => ({
  WebID: index + 1,
  ShowOrder: index + 1,
  Sale: true,
  Rent: true,
  names,
}));

/** The name of a property type in a language; '' for a WebID outside 1 to 7, which has nothing to show. */
export function propertyTypeName(webId: number, lang: Language): string {
  return PROPERTY_TYPES.find((type) => type.WebID === webId)?.names[lang] ?? '';
}

/**
 * The types a person lives in: house, studio, apartment. The own-and-sole-home duty rates and the
 * Flemish renovation obligation concern a home; land, a garage or parking, commercial premises or
 * offices are not one, and an investment property (a building let flat by flat) is bought for its
 * rents, not as the buyer's home.
 */
export const DWELLING_WEB_IDS: readonly number[] = [1, 2, 3];

/** Whether a property's main type (WebID) is a dwelling. */
export function isDwelling(webId: number): boolean {
  return DWELLING_WEB_IDS.includes(webId);
}
