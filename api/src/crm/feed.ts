import { Goal, LANGUAGES, Marquee, propertyTypeName, type FeedDocument, type FeedProject, type FeedProperty, type Language, type LocalizedText } from 'shared-kernel';
import { z } from 'zod';
import type { CrmVendor } from './types.js';

// What every connector's mapping shares: the context its sync resolved, what a mapping gives the
// importer, and the conversions whose logic does not depend on the CRM.

/** A file of the CRM as its estate names it: its own id (stable) and an address (that may expire). */
export interface CrmFile {
  id: string;
  url: string;
}

/** What the sync resolved before mapping: the site's ids, and the CRM's files copied into the site's storage. */
export interface MappingContext {
  /** The site's stable numeric id of a CRM estate (the project's or a unit's). */
  siteId(crmId: string): number;
  /** The site's image id of a photo it copied. */
  photo(file: Pick<CrmFile, 'id'>): string;
  /** The site's document (its id and address) of a document it copied. */
  document(file: Pick<CrmFile, 'id'>): Pick<FeedDocument, 'ID' | 'Url' | 'MimeType'>;
}

export interface MappedEstate {
  properties: FeedProperty[];
  projects: FeedProject[];
  /** The owners per property, told to the owners' service after the import. */
  vendors: { propertyId: number; vendors: CrmVendor[] }[];
}

/** The banner states (spec §3's Marquee) a CRM's status becomes, named as the demo agency writes them. */
export type MarqueeState = 'available' | 'option' | 'sold' | 'rented';

export function marqueeFor(state: MarqueeState, goal: Goal): { marquee: Marquee; name: string } {
  switch (state) {
    case 'sold':
      return { marquee: Marquee.Sold, name: 'Vendu' };
    case 'rented':
      return { marquee: Marquee.Rented, name: 'Loué' };
    case 'option':
      return { marquee: Marquee.ForSaleVariant, name: 'Sous option' };
    default:
      return { marquee: Marquee.ForSale, name: goal === Goal.Sale ? 'À vendre' : 'À louer' };
  }
}

/** The countries the site lists properties in, with the feed's ids, by ISO code. */
export const COUNTRIES: Record<string, { CountryID: number; CountryName: string }> = {
  BE: { CountryID: 10, CountryName: 'Belgique' },
  LU: { CountryID: 50, CountryName: 'Luxembourg' },
};

/** A text per language, keeping the site's four languages with something written; undefined when none. */
export function translatedText(value: Partial<Record<string, string | null>> | null | undefined): LocalizedText | undefined {
  if (value == null) return undefined;
  const texts: Partial<Record<Language, string>> = {};
  for (const language of LANGUAGES) {
    const text = value[language]?.trim();
    if (text) texts[language] = text;
  }
  return Object.keys(texts).length === 0 ? undefined : texts;
}

/** The agent's title, else the type and the city in each language ("Appartement Ixelles"). */
export function titleOr(title: LocalizedText | undefined, webId: number, city: string): LocalizedText {
  return title ?? Object.fromEntries(LANGUAGES.map((language) => [language, `${propertyTypeName(webId, language)} ${city}`]));
}

export type CountField = 'Bedrooms' | 'Bathrooms' | 'Toilets' | 'Floors';

/** A count the feed takes only as a whole number, nothing when the CRM left it empty or wrong. */
export function count<K extends CountField>(field: K, value: number | null | undefined): Partial<Record<K, number>> {
  return value == null || value < 0 || !Number.isInteger(value) ? {} : ({ [field]: value } as Partial<Record<K, number>>);
}

/** A building's year, nothing for an empty or implausible one. */
export function plausibleYear(year: number | null | undefined): number | undefined {
  return year != null && Number.isInteger(year) && year >= 1000 && year <= 2100 ? year : undefined;
}

export function urlOrUndefined(value: string | null | undefined): string | undefined {
  return value && z.url().safeParse(value).success ? value : undefined;
}

export function isoOr(value: string | null | undefined, fallback: string): string {
  return value && !Number.isNaN(Date.parse(value)) ? new Date(value).toISOString() : fallback;
}
