import { CountryID } from './country.js';

export type Region = 'brussels' | 'flanders' | 'wallonia';

/** Spec §9: Belgian postcode ranges per region, inclusive. */
const POSTCODE_RANGES: readonly { from: number; to: number; region: Region }[] = [
  { from: 1000, to: 1299, region: 'brussels' },
  { from: 1300, to: 1499, region: 'wallonia' },
  { from: 1500, to: 3999, region: 'flanders' },
  { from: 4000, to: 7999, region: 'wallonia' },
  { from: 8000, to: 9999, region: 'flanders' },
];

// Listing data sometimes appends the town to the zip ('1050 Ixelles'): take the leading four digits.
const LEADING_POSTCODE = /^\s*(\d{4})(?!\d)/;

function postcodeNumber(zip: string | number): number | null {
  if (typeof zip === 'number') return Number.isInteger(zip) ? zip : null;
  const digits = LEADING_POSTCODE.exec(zip)?.[1];
  return digits === undefined ? null : Number(digits);
}

/** The Belgian region of a postcode, or null for anything that is not a Belgian postcode. */
export function regionForPostcode(zip: string | number | null | undefined): Region | null {
  if (zip == null) return null;
  const postcode = postcodeNumber(zip);
  if (postcode === null) return null;
  return POSTCODE_RANGES.find(({ from, to }) => postcode >= from && postcode <= to)?.region ?? null;
}

/** What `regionOfProperty` reads; a property detail fits it. */
export interface RegionSource {
  Zip: string | number | null | undefined;
  /** The back office's country (spec §9); absent on data that names Belgian places only. */
  CountryID?: number | null;
}

/**
 * The Belgian region of a property, from its country and then its postcode; null outside Belgium.
 * A Luxembourg postcode (Bertrange 8070) has four digits too and falls in a Belgian range: only
 * the country tells them apart, so every regional rule (duties, EPC scale, renovation obligation)
 * starts here.
 */
export function regionOfProperty(property: RegionSource): Region | null {
  return isAbroad(property) ? null : regionForPostcode(property.Zip);
}

/** Whether the back office places a property outside Belgium. */
export function isAbroad({ CountryID: country }: Pick<RegionSource, 'CountryID'>): boolean {
  return country != null && country !== CountryID.Belgium;
}
