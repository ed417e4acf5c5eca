/**
 * `npm run bench -w shared-kernel`: times `searchListing` per keystroke-sized query over 10,000
 * properties and 600 city entries, against a plain `Array.filter` on lower-cased names in the same
 * run. A script, not a test: timings depend on the machine, the figures are for people to read.
 */
import type { CityEntry } from '../domain/city.js';
import type { Language } from '../domain/language.js';
import type { ListingData } from '../domain/listing.js';
import type { PropertySummary } from '../domain/property.js';
import { PROPERTY_TYPES } from '../domain/propertyType.js';
import { searchListing } from './searchListing.js';

const PROPERTIES = 10_000;
const CITY_ENTRIES = 600;
const RUNS = 2_000;
const WARM_UP = 200;
const TARGET_P95_MS = 2;
const LANG: Language = 'fr';

// Real names of the area, accents and hyphens included, so normalizing has its real work to do.
const PLACES = [
  'Bruxelles', 'Brussel', 'Ixelles', 'Elsene', 'Etterbeek', 'Schaerbeek', 'Schaarbeek', 'Saint-Gilles', 'Sint-Gillis',
  'Anderlecht', 'Molenbeek-Saint-Jean', 'Sint-Jans-Molenbeek', 'Koekelberg', 'Berchem-Sainte-Agathe', 'Ganshoren',
  'Jette', 'Evere', 'Woluwe-Saint-Pierre', 'Sint-Pieters-Woluwe', 'Woluwe-Saint-Lambert', 'Auderghem', 'Oudergem',
  'Watermael-Boitsfort', 'Watermaal-Bosvoorde', 'Uccle', 'Ukkel', 'Forest', 'Vorst', 'Saint-Josse-ten-Noode', 'Laeken',
  'Zaventem', 'Kraainem', 'Wezembeek-Oppem', 'Tervuren', 'Overijse', 'Hoeilaart', 'Sint-Genesius-Rode', 'Rhode-Saint-Genèse',
  'Linkebeek', 'Drogenbos', 'Beersel', 'Halle', 'Hal', 'Dilbeek', 'Grimbergen', 'Vilvoorde', 'Vilvorde', 'Machelen',
  'Waterloo', 'Braine-l’Alleud', 'Eigenbrakel', 'Lasne', 'Rixensart', 'Genval', 'La Hulpe', 'Ter Hulpen', 'Wavre', 'Waver',
  'Ottignies', 'Louvain-la-Neuve', 'Nivelles', 'Nijvel', 'Tubize', 'Tubeke', 'Braine-le-Comte', "Chaumont-Gistoux",
  'Grez-Doiceau', 'Graven', 'Jodoigne', 'Geldenaken', 'Namur', 'Namen', 'Liège', 'Luik', 'Mons', 'Bergen', 'Charleroi',
  'Tournai', 'Doornik', 'Leuven', 'Louvain', 'Mechelen', 'Malines', 'Gent', 'Gand', 'Antwerpen', 'Anvers', 'Brugge',
  'Bruges', 'Aalst', 'Alost', 'Ninove', 'Asse', 'Ternat', 'Affligem', 'Zellik', 'Strombeek-Bever', 'Wemmel', 'Meise',
  'Luxembourg', 'Esch-sur-Alzette', 'Differdange', 'Dudelange', 'Ettelbruck', 'Diekirch', 'Wiltz', 'Échternach',
  'Grevenmacher', 'Rémich', 'Mondorf-les-Bains', 'Bettembourg', 'Hesperange', 'Strassen', 'Bertrange', 'Mamer',
  'Hélécine', 'Orp-Jauche', 'Perwez', 'Éghezée', 'Gembloux', 'Sombreffe', 'Fleurus', 'Châtelet', 'Thuin', 'Binche',
];
const QUARTERS = ['', '-Centre', '-Nord', '-Sud', '-Est'];

/** A small deterministic generator, so every run times the same data. */
function random(seed: number): () => number {
  let state = seed;
  return () => {
    state = (state * 1_103_515_245 + 12_345) % 2_147_483_648;
    return state / 2_147_483_648;
  };
}

function benchData(): ListingData {
  const next = random(1967);
  // Quarters of a place share its postcode's first three digits, as in Brussels ('1020 Ixelles-Nord').
  const citys: CityEntry[] = Array.from({ length: CITY_ENTRIES }, (_, index) => ({
    Name: `${PLACES[index % PLACES.length]}${QUARTERS[Math.floor(index / PLACES.length) % QUARTERS.length]}`,
    Zip: String(1000 + 10 * (index % PLACES.length) + (Math.floor(index / PLACES.length) % QUARTERS.length)),
    CountryID: 10,
    CountryName: 'Belgique',
    PropertyCount: 1 + Math.floor(next() * 200),
    language: LANG,
  }));
  const properties: PropertySummary[] = Array.from({ length: PROPERTIES }, (_, index) => {
    const city = citys[Math.floor(next() * citys.length)] ?? citys[0];
    const webId = 1 + Math.floor(next() * 7);
    return {
      ID: 10_000 + index * 7,
      Goal: next() < 0.6 ? 0 : 1,
      City: city?.Name ?? '',
      Zip: city?.Zip ?? '',
      TypeDescription: `Appartement ${index % 4} chambres avec terrasse`,
      WebID: webId,
      WebIDs: String(webId),
      MainTypeName: PROPERTY_TYPES[webId - 1]?.names[LANG] ?? '',
      language: LANG,
      RecordFile: `R${index}`,
      Marquee: 1,
    };
  });
  const webIDs = PROPERTY_TYPES.map((type) => ({
    ID: type.WebID,
    WebID: type.WebID,
    Name: type.names[LANG],
    ShowOrder: type.ShowOrder,
    Sale: type.Sale,
    Rent: type.Rent,
    language: LANG,
    SaleCount: 0,
    RentCount: 0,
  }));
  const half = (entry: CityEntry) => ({ ...entry, PropertyCount: Math.ceil(entry.PropertyCount / 2) });
  return { properties, projects: [], webIDs, citys, citysSale: citys.map(half), citysRent: citys.map(half), neighbourhoods: [] };
}

/** The baseline: what a first version would write, lower-casing every name on every keystroke. */
function filterBaseline(query: string, data: ListingData, lang: Language) {
  const text = query.trim().toLowerCase();
  return {
    types: data.webIDs.filter((type) => type.language === lang && type.Name.toLowerCase().includes(text)),
    cities: data.citys.filter((city) => city.language === lang && (city.Name.toLowerCase().includes(text) || city.Zip.startsWith(text))),
    properties: data.properties.filter((property) => property.language === lang && String(property.ID) === text),
  };
}

const QUERIES = [
  { query: '', kind: 'empty (types only)' },
  { query: '10007', kind: 'existing id' },
  { query: '99999', kind: 'unknown id' },
  { query: '1', kind: 'zip, 1 digit' },
  { query: '10', kind: 'zip prefix' },
  { query: '1020', kind: 'full zip' },
  { query: 'e', kind: 'one letter' },
  { query: 'ix', kind: 'city prefix' },
  { query: 'woluwe saint', kind: 'city, words' },
  { query: 'liege', kind: 'city, accent not typed' },
  { query: 'Liège', kind: 'city, accent typed' },
  { query: 'ÉCHTERNACH', kind: 'city, capitals' },
  { query: '102 ix', kind: 'zip and name' },
  { query: 'appart', kind: 'type name' },
  { query: 'garage parking', kind: 'type, words' },
  { query: 'zzzz', kind: 'no match' },
];

function percentile(sorted: number[], share: number): number {
  return sorted[Math.min(sorted.length - 1, Math.ceil(share * sorted.length) - 1)] ?? Number.NaN;
}

function time(run: () => unknown): { p50: number; p95: number } {
  for (let index = 0; index < WARM_UP; index += 1) run();
  const samples: number[] = [];
  for (let index = 0; index < RUNS; index += 1) {
    const start = performance.now();
    run();
    samples.push(performance.now() - start);
  }
  samples.sort((a, b) => a - b);
  return { p50: percentile(samples, 0.5), p95: percentile(samples, 0.95) };
}

// eslint-disable-next-line no-console -- a benchmark reports on the console
const print = (line: string) => console.log(line);

const ms = (value: number) => value.toFixed(4).padStart(9);

function main(): void {
  const data = benchData();
  const indexStart = performance.now();
  searchListing('', data, LANG);
  const indexMs = performance.now() - indexStart;
  print(`searchListing: ${PROPERTIES} properties, ${CITY_ENTRIES} city entries, ${RUNS} runs per query (ms)`);
  print(`index built once per data set and language in ${indexMs.toFixed(2)} ms\n`);
  print(`${'query'.padEnd(16)} ${'kind'.padEnd(22)} ${'found'.padStart(5)} ${'p50'.padStart(9)} ${'p95'.padStart(9)} | ${'filter p50'.padStart(10)} ${'filter p95'.padStart(10)}`);
  let worst = 0;
  for (const { query, kind } of QUERIES) {
    const result = searchListing(query, data, LANG);
    const found = result.types.length + result.cities.length + result.properties.length;
    const indexed = time(() => searchListing(query, data, LANG));
    const baseline = time(() => filterBaseline(query, data, LANG));
    worst = Math.max(worst, indexed.p95);
    print(
      `${JSON.stringify(query).padEnd(16)} ${kind.padEnd(22)} ${String(found).padStart(5)} ${ms(indexed.p50)} ${ms(indexed.p95)} | ${ms(baseline.p50)}  ${ms(baseline.p95)}`,
    );
  }
  const verdict = worst <= TARGET_P95_MS ? 'met' : 'MISSED';
  print(`\nworst p95 ${worst.toFixed(4)} ms: target p95 ≤ ${TARGET_P95_MS} ms ${verdict}`);
}

main();
