import { slugify } from '../format/slugify.js';
import type { Language } from './language.js';

/**
 * A commune (or a section of one with a postcode of its own) that is written in more than one
 * language. Back offices write either name ('Ixelles', 'Elsene'); it is one place all the same.
 */
export interface NamedCommune {
  /**
   * What stays when the name changes: the NIS code (Statbel) of a Belgian commune, 'LU-' and the
   * name of a Luxembourg one. With the postcode it names the place: Brussels City's sections Laeken,
   * Neder-Over-Heembeek and Haren share the city's code but are places of their own.
   */
  id: string;
  postcodes: readonly string[];
  /**
   * Its names, the one of its own language first: that one is the name kept in the catalogue, and a
   * page in a language the commune has no name in reads it (English and German pages read the
   * French names in Brussels, as English and German speakers there mostly do).
   */
  names: Readonly<Partial<Record<'fr' | 'nl' | 'de', string>>>;
}

const commune = (id: string, postcodes: string | readonly string[], names: NamedCommune['names']): NamedCommune => ({
  id,
  postcodes: typeof postcodes === 'string' ? [postcodes] : postcodes,
  names,
});

/**
 * The 19 communes of the Brussels-Capital Region (Brussels City with its sections that have their
 * own postcodes), every one bilingual even where both names are spelled alike, then the communes
 * around it and in Luxembourg that the agency lists under names in two languages.
 */
export const NAMED_COMMUNES: readonly NamedCommune[] = [
  commune('21004', '1000', { fr: 'Bruxelles', nl: 'Brussel' }),
  commune('21004', '1020', { fr: 'Laeken', nl: 'Laken' }),
  commune('21004', '1120', { fr: 'Neder-Over-Heembeek', nl: 'Neder-Over-Heembeek' }),
  commune('21004', '1130', { fr: 'Haren', nl: 'Haren' }),
  commune('21015', '1030', { fr: 'Schaerbeek', nl: 'Schaarbeek' }),
  commune('21005', '1040', { fr: 'Etterbeek', nl: 'Etterbeek' }),
  commune('21009', '1050', { fr: 'Ixelles', nl: 'Elsene' }),
  commune('21013', '1060', { fr: 'Saint-Gilles', nl: 'Sint-Gillis' }),
  commune('21001', '1070', { fr: 'Anderlecht', nl: 'Anderlecht' }),
  commune('21012', '1080', { fr: 'Molenbeek-Saint-Jean', nl: 'Sint-Jans-Molenbeek' }),
  commune('21011', '1081', { fr: 'Koekelberg', nl: 'Koekelberg' }),
  commune('21003', '1082', { fr: 'Berchem-Sainte-Agathe', nl: 'Sint-Agatha-Berchem' }),
  commune('21008', '1083', { fr: 'Ganshoren', nl: 'Ganshoren' }),
  commune('21010', '1090', { fr: 'Jette', nl: 'Jette' }),
  commune('21006', '1140', { fr: 'Evere', nl: 'Evere' }),
  commune('21019', '1150', { fr: 'Woluwe-Saint-Pierre', nl: 'Sint-Pieters-Woluwe' }),
  commune('21002', '1160', { fr: 'Auderghem', nl: 'Oudergem' }),
  commune('21017', '1170', { fr: 'Watermael-Boitsfort', nl: 'Watermaal-Bosvoorde' }),
  commune('21016', '1180', { fr: 'Uccle', nl: 'Ukkel' }),
  commune('21007', '1190', { fr: 'Forest', nl: 'Vorst' }),
  commune('21018', '1200', { fr: 'Woluwe-Saint-Lambert', nl: 'Sint-Lambrechts-Woluwe' }),
  commune('21014', '1210', { fr: 'Saint-Josse-ten-Noode', nl: 'Sint-Joost-ten-Node' }),

  commune('23088', '1800', { nl: 'Vilvoorde', fr: 'Vilvorde' }),
  commune('23099', '1950', { nl: 'Kraainem', fr: 'Crainhem' }),
  commune('24104', '3080', { nl: 'Tervuren', fr: 'Tervueren' }),
  commune('24086', '3090', { nl: 'Overijse', fr: 'Overyse' }),
  commune('23101', '1640', { nl: 'Sint-Genesius-Rode', fr: 'Rhode-Saint-Genèse' }),
  commune('23027', '1500', { nl: 'Halle', fr: 'Hal' }),

  commune('25014', '1420', { fr: "Braine-l'Alleud", nl: 'Eigenbrakel' }),
  commune('25112', '1300', { fr: 'Wavre', nl: 'Waver' }),
  commune('25050', '1310', { fr: 'La Hulpe', nl: 'Terhulpen' }),
  commune('25072', '1400', { fr: 'Nivelles', nl: 'Nijvel' }),
  commune('25037', '1390', { fr: 'Grez-Doiceau', nl: 'Graven' }),
  commune('25105', '1480', { fr: 'Tubize', nl: 'Tubeke' }),

  commune('LU-Luxembourg', ['2449', '1855'], { fr: 'Luxembourg', de: 'Luxemburg' }),
  commune('LU-Bertrange', '8070', { fr: 'Bertrange', de: 'Bartreng' }),
];

const POSTCODE = /^\s*(?:L-?)?(\d{4})(?!\d)/i;

/**
 * The postcode a zip starts with, which places group and filter on: '1050 Ixelles' and '1050' are
 * one postcode, 'L-2449' is '2449'. A zip without one is kept as it is, trimmed.
 */
export function postcodeOf(zip: string): string {
  return POSTCODE.exec(zip)?.[1] ?? zip.trim();
}

// Built once: a listing's lookup is a map read and a comparison or two of its names.
const byPostcode = new Map<string, { commune: NamedCommune; keys: string[] }[]>();
for (const entry of NAMED_COMMUNES) {
  const keys = Object.values(entry.names).map(slugify);
  for (const postcode of entry.postcodes) byPostcode.set(postcode, [...(byPostcode.get(postcode) ?? []), { commune: entry, keys }]);
}

/**
 * The commune a listing's city and zip name, whichever of its names the city is written in (case,
 * accents and dashes aside); undefined for a city the table does not know under that postcode
 * ('Flagey' in 1050, a commune with one name).
 */
export function communeOf(city: string, zip: string): NamedCommune | undefined {
  const key = slugify(city);
  return byPostcode.get(postcodeOf(zip))?.find((entry) => entry.keys.includes(key))?.commune;
}

/**
 * The commune a visitor names alone, as typed in a search box: one of its names in any language
 * (case, accents and dashes aside) or its postcode ('ukkel', '1180'), with the name the catalogue
 * keeps and its first postcode; undefined for anything the table does not know.
 */
export function typedCommune(text: string): { name: string; zip: string } | undefined {
  const typed = text.trim();
  const key = slugify(typed);
  if (key === '') return undefined;
  for (const entry of NAMED_COMMUNES) {
    const named = Object.values(entry.names);
    const zip = entry.postcodes.includes(typed) ? typed : named.some((name) => slugify(name) === key) ? entry.postcodes[0] : undefined;
    if (zip !== undefined) return { name: named[0] ?? typed, zip };
  }
  return undefined;
}

/** A commune's name on a page in `language`. */
export function communeName(named: NamedCommune, language: Language): string {
  const own = language === 'en' ? undefined : named.names[language];
  return own ?? Object.values(named.names)[0] ?? '';
}

/**
 * A listing's city as the page's language names it: 'Ukkel' on a French page reads 'Uccle'. A city
 * the table does not know is left as written.
 */
export function cityInLanguage(city: string, zip: string, language: Language): string {
  const named = communeOf(city, zip);
  return named === undefined ? city : communeName(named, language);
}

/**
 * The name the catalogue keeps for a listing's city: the commune's name in its own language, so a
 * feed writing 'Elsene' and one writing 'Ixelles' store one place. Other cities are kept as written.
 */
export function catalogueCity(city: string, zip: string): string {
  const named = communeOf(city, zip);
  return named === undefined ? city : (Object.values(named.names)[0] ?? city);
}

/** Every name a city is written under: its commune's names, or the city alone when the table does not know it. */
export function cityNames(city: string, zip: string): readonly string[] {
  const named = communeOf(city, zip);
  return named === undefined ? [city] : Object.values(named.names);
}

/**
 * A zip that names its town ('1000 Brussel') reduced to its postcode when the town is the city it
 * goes with, whatever its language: '1000 Brussel' with 'Bruxelles' is '1000', so a French page does
 * not read '1000 Brussel Bruxelles'. Any other zip is left as written.
 */
export function zipWithoutCity(zip: string, city: string): string {
  if (!POSTCODE.test(zip)) return zip;
  const town = zip.trim().replace(/^(?:L-?)?\d{4}\s*/i, '');
  if (town === '') return zip.trim();
  const named = communeOf(city, zip);
  const same = named === undefined ? slugify(town) === slugify(city) : communeOf(town, zip) === named;
  return same ? zip.trim().slice(0, zip.trim().length - town.length).trim() : zip;
}
