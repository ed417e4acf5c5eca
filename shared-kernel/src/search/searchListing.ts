import type { CityEntry } from '../domain/city.js';
import { cityInLanguage, cityNames } from '../domain/communes.js';
import type { Language } from '../domain/language.js';
import type { ListingData } from '../domain/listing.js';
import type { PropertySummary } from '../domain/property.js';
import type { PropertyType } from '../domain/propertyType.js';
import { slugify } from '../format/slugify.js';

/** A place of the listing load (a name in the page's language and a postcode), with its counts for sale and for rent. */
export interface CityMatch {
  name: string;
  zip: string;
  saleCount: number;
  rentCount: number;
}

/** What the search panel shows for a query (spec §4, §5). */
export interface SearchResult {
  /** In display order (ShowOrder). */
  types: PropertyType[];
  /** Names starting with the query first, then a word of the name, then anywhere; by name within each. */
  cities: CityMatch[];
  properties: PropertySummary[];
  /**
   * A query whose words split between a type and a commune ('appartement ixelles', 'maison 1180'):
   * each type that holds some of the words with each city entry the other words match, in the
   * order of the types, then of the cities (a query matches all its words, not any of them).
   */
  combinations: { type: PropertyType; city: CityMatch }[];
}

interface Indexed<T> {
  item: T;
  /** The name as `slugify` writes it: lower case, no accents, words joined by '-'. */
  key: string;
}

/** A commune with its names in every language as `slugify` writes them: 'ixelles' and 'elsene'. */
interface IndexedCity {
  item: CityMatch;
  keys: readonly string[];
  zip: string;
}

/** The listing load of one language, prepared once so each keystroke only compares strings. */
interface SearchIndex {
  types: Indexed<PropertyType>[];
  cities: IndexedCity[];
  propertiesById: Map<number, PropertySummary[]>;
}

// RTK Query hands out the same object until the data changes, so its identity is the cache key
// and a new load is indexed again without anyone having to say so.
const indexes = new WeakMap<ListingData, Map<Language, SearchIndex>>();

function buildIndex(data: ListingData, lang: Language): SearchIndex {
  const inLanguage = <T extends { language: Language }>(items: readonly T[]) => items.filter((item) => item.language === lang);

  const types = inLanguage(data.webIDs)
    .sort((a, b) => a.ShowOrder - b.ShowOrder)
    .map((type) => ({ item: type, key: slugify(type.Name) }));

  // The name variants of one commune ('Ixelles', 'Elsene') that a load may list apart
  // are one place, named in the page's language, counted once, and found by any of its names.
  const cities = new Map<string, IndexedCity>();
  const entryOf = (city: CityEntry) => {
    const zip = city.Zip.trim();
    const name = cityInLanguage(city.Name, zip, lang);
    const key = `${name}|${zip}`;
    let entry = cities.get(key);
    if (!entry) {
      entry = { item: { name, zip, saleCount: 0, rentCount: 0 }, keys: cityNames(city.Name, zip).map(slugify), zip };
      cities.set(key, entry);
    }
    return entry.item;
  };
  for (const city of inLanguage(data.citys)) entryOf(city);
  // A commune the load lists under both its names adds their counts up.
  for (const city of inLanguage(data.citysSale)) entryOf(city).saleCount += city.PropertyCount;
  for (const city of inLanguage(data.citysRent)) entryOf(city).rentCount += city.PropertyCount;
  const sortedCities = [...cities.values()].sort((a, b) => a.item.name.localeCompare(b.item.name, lang) || a.zip.localeCompare(b.zip));

  const propertiesById = new Map<number, PropertySummary[]>();
  for (const property of inLanguage(data.properties)) {
    const same = propertiesById.get(property.ID);
    if (same) same.push(property);
    else propertiesById.set(property.ID, [property]);
  }
  return { types, cities: sortedCities, propertiesById };
}

function indexOf(data: ListingData, lang: Language): SearchIndex {
  let byLanguage = indexes.get(data);
  if (!byLanguage) {
    byLanguage = new Map();
    indexes.set(data, byLanguage);
  }
  let index = byLanguage.get(lang);
  if (!index) {
    index = buildIndex(data, lang);
    byLanguage.set(lang, index);
  }
  return index;
}

const DIGITS = /^\d+$/;

/**
 * The cities of a query: every postcode the query types must begin the entry's postcode, and its
 * words must appear in the entry's name ('1050', 'ixel', '1050 ixelles', 'ixelles 10').
 */
function matchCities(index: SearchIndex, key: string): CityMatch[] {
  const tokens = key.split('-');
  const postcodes = tokens.filter((token) => DIGITS.test(token));
  const words = tokens.filter((token) => !DIGITS.test(token)).join('-');
  const startsName: CityMatch[] = [];
  const startsWord: CityMatch[] = [];
  const inside: CityMatch[] = [];
  const wordStart = `-${words}`;
  for (const city of index.cities) {
    if (!postcodes.every((postcode) => city.zip.startsWith(postcode))) continue;
    // The best way any of its names matches ranks a commune: 'elsene' finds Ixelles first.
    let rank = 3;
    for (const name of city.keys) {
      const nameRank = words === '' || name.startsWith(words) ? 0 : name.includes(wordStart) ? 1 : name.includes(words) ? 2 : 3;
      if (nameRank < rank) rank = nameRank;
    }
    if (rank === 0) startsName.push(city.item);
    else if (rank === 1) startsWord.push(city.item);
    else if (rank === 2) inside.push(city.item);
  }
  return [...startsName, ...startsWord, ...inside];
}

/** Combinations shown at most: beyond, typing more of the commune narrows them. */
const MAX_COMBINATIONS = 12;

/**
 * The types that hold some of the query's words (each whole word in the type's name), each with
 * the cities that the other words match: every word is used by the type or by the city.
 */
function matchCombinations(index: SearchIndex, key: string): SearchResult['combinations'] {
  const words = key.split('-');
  if (words.length < 2) return [];
  const combinations: SearchResult['combinations'] = [];
  for (const type of index.types) {
    const typeWords = type.key.split('-');
    const forType = words.filter((word) => !DIGITS.test(word) && typeWords.some((typeWord) => typeWord.startsWith(word)));
    const rest = words.filter((word) => !forType.includes(word));
    if (forType.length === 0 || rest.length === 0) continue;
    for (const city of matchCities(index, rest.join('-'))) {
      combinations.push({ type: type.item, city });
      if (combinations.length === MAX_COMBINATIONS) return combinations;
    }
  }
  return combinations;
}

/**
 * Spec §4, §5: the home search over the listing load already in the browser, in one language.
 * An empty query lists every property type. Otherwise: the property whose ID is exactly the query;
 * the city entries whose name (case and accents ignored) contains the query or whose postcode
 * starts with it; the types whose name contains it; and, for words split between a type and a
 * commune, their combinations. The load is indexed on the first call for a
 * data set and language, so a query costs a pass over the city entries and a map lookup.
 */
export function searchListing(query: string, data: ListingData, lang: Language): SearchResult {
  const index = indexOf(data, lang);
  const key = slugify(query);
  if (key === '') return { types: index.types.map((type) => type.item), cities: [], properties: [], combinations: [] };

  const text = query.trim().replace(/^#/, '');
  const properties = DIGITS.test(text) ? (index.propertiesById.get(Number(text)) ?? []) : [];
  return {
    types: index.types.filter((type) => type.key.includes(key)).map((type) => type.item),
    cities: matchCities(index, key),
    properties,
    combinations: matchCombinations(index, key),
  };
}
