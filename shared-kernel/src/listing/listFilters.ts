import { cityInLanguage, typedCommune } from '../domain/communes.js';
import type { Language } from '../domain/language.js';
import { PROPERTY_TYPES } from '../domain/propertyType.js';
import { readZone, ZONE_PARAMETER } from './zone.js';

/** Spec §2: the orders a list can be shown in; the api names them the same. */
export const LIST_SORTS = ['date_desc', 'price_asc', 'price_desc'] as const;
export type ListSort = (typeof LIST_SORTS)[number];

export type ListView = 'list' | 'map';

/** The listing pages show every match, paged, four per row on desktop: three rows a page. */
export const LIST_PAGE_SIZE = 12;

export interface CityFilter {
  name: string;
  zip: string;
}

/** What a visitor chose on a listing page; everything lives in the URL so a list can be shared. */
export interface ListFilters {
  city?: CityFilter;
  /** A property type's WebID (spec §2 `type`). */
  type?: number;
  priceMin?: number;
  priceMax?: number;
  bedroomsMin?: number;
  /**
   * A zone drawn on the map, as the URL writes it (`zone.ts`). Kept as written even when
   * `readZone` refuses it, so the page can say why; only a zone it accepts narrows the list.
   */
  zone?: string;
  sort: ListSort;
  page: number;
  view: ListView;
}

export const DEFAULT_LIST_FILTERS: ListFilters = { sort: 'date_desc', page: 1, view: 'list' };

const WHOLE = /^\d{1,10}$/;

function wholeNumber(text: string | null, max: number): number | undefined {
  if (text === null || !WHOLE.test(text.trim())) return undefined;
  const value = Number(text.trim());
  return value <= max ? value : undefined;
}

/**
 * Spec §2 `city=name|zip`; a commune named alone ('Ukkel', '1180'), which is what the search box
 * sends when it works as a plain form (no scripts), is that commune. Anything else is no city filter.
 */
export function parseCity(text: string | null): CityFilter | undefined {
  if (text === null) return undefined;
  const parts = text.split('|');
  if (parts.length === 1) return typedCommune(text);
  if (parts.length !== 2) return undefined;
  const [name = '', zip = ''] = parts.map((part) => part.trim());
  return name && zip ? { name, zip } : undefined;
}

export function formatCity(city: CityFilter): string {
  return `${city.name}|${city.zip}`;
}

/**
 * A list's query string with its commune as the page's language names it ('?city=Ukkel|1180' on a
 * French page is '?city=Uccle|1180'), the rest as it was; null when there is nothing to rename.
 * One list has one address: an old link with the other name moves to it.
 */
export function cityQueryInLanguage(search: string, language: Language): string | null {
  const params = new URLSearchParams(search);
  const city = parseCity(params.get('city'));
  if (city === undefined) return null;
  const name = cityInLanguage(city.name, city.zip, language);
  if (name === city.name) return null;
  params.set('city', formatCity({ name, zip: city.zip }));
  return `?${params.toString().replace(/%7C/gi, '|')}`;
}

function isSort(text: string | null): text is ListSort {
  return (LIST_SORTS as readonly (string | null)[]).includes(text);
}

/**
 * The filters a listing URL names. A parameter that makes no sense (a type outside 1 to 7, a page
 * of 'abc', a minimum above the maximum) is dropped rather than refused: a shared link with a
 * typo still opens a list.
 */
export function parseListFilters(search: string | URLSearchParams): ListFilters {
  const params = typeof search === 'string' ? new URLSearchParams(search) : search;
  const filters: ListFilters = { ...DEFAULT_LIST_FILTERS };
  const city = parseCity(params.get('city'));
  if (city) filters.city = city;
  const type = wholeNumber(params.get('type'), 100);
  if (type !== undefined && PROPERTY_TYPES.some((entry) => entry.WebID === type)) filters.type = type;
  const priceMin = wholeNumber(params.get('priceMin'), 1_000_000_000);
  const priceMax = wholeNumber(params.get('priceMax'), 1_000_000_000);
  if (priceMin !== undefined) filters.priceMin = priceMin;
  if (priceMax !== undefined && (priceMin === undefined || priceMax >= priceMin)) filters.priceMax = priceMax;
  const bedroomsMin = wholeNumber(params.get('bedrooms'), 100);
  if (bedroomsMin !== undefined && bedroomsMin > 0) filters.bedroomsMin = bedroomsMin;
  const zone = params.get(ZONE_PARAMETER);
  if (zone) filters.zone = zone;
  const sort = params.get('sort');
  if (isSort(sort)) filters.sort = sort;
  const page = wholeNumber(params.get('page'), 100_000);
  if (page !== undefined && page >= 1) filters.page = page;
  if (params.get('view') === 'map') filters.view = 'map';
  return filters;
}

/**
 * The query string of a set of filters, defaults left out so the plain list keeps its plain URL;
 * parameters in a fixed order so one list has one URL. Empty string for the defaults.
 */
export function listFiltersToSearch(filters: ListFilters): string {
  const params = new URLSearchParams();
  if (filters.city) params.set('city', formatCity(filters.city));
  if (filters.type !== undefined) params.set('type', String(filters.type));
  if (filters.priceMin !== undefined) params.set('priceMin', String(filters.priceMin));
  if (filters.priceMax !== undefined) params.set('priceMax', String(filters.priceMax));
  if (filters.bedroomsMin !== undefined) params.set('bedrooms', String(filters.bedroomsMin));
  if (filters.zone !== undefined) params.set(ZONE_PARAMETER, filters.zone);
  if (filters.sort !== DEFAULT_LIST_FILTERS.sort) params.set('sort', filters.sort);
  if (filters.page !== 1) params.set('page', String(filters.page));
  if (filters.view !== 'list') params.set('view', filters.view);
  const text = params.toString().replace(/%7C/gi, '|');
  return text ? `?${text}` : '';
}

/** The query parameters `parseListFilters` reads. */
const LIST_PARAMETERS: ReadonlySet<string> = new Set(['city', 'type', 'priceMin', 'priceMax', 'bedrooms', ZONE_PARAMETER, 'sort', 'page', 'view']);

/**
 * Where a listing address whose list parameters are not as the list writes them should move: a
 * page of 0, 'abc', -1, 1.5 or nothing, a sort or type that does not exist, `page=1` (the first
 * page has no parameter), a parameter twice. The query with the filters as the list reads them and
 * the other parameters (campaign tags…) as they came; null when the list parameters are already
 * written so, in any order, so one list has one address.
 */
export function canonicalListSearch(search: string): string | null {
  const params = new URLSearchParams(search);
  const canonical = listFiltersToSearch(parseListFilters(params)).replace(/^\?/, '');
  const written = (entries: Iterable<[string, string]>) =>
    [...entries]
      .filter(([name]) => LIST_PARAMETERS.has(name))
      .map(([name, value]) => `${name}=${value}`)
      .sort()
      .join('&');
  if (written(params) === written(new URLSearchParams(canonical))) return null;
  const others = new URLSearchParams([...params].filter(([name]) => !LIST_PARAMETERS.has(name))).toString();
  const query = [canonical, others].filter(Boolean).join('&');
  return query ? `?${query}` : '';
}

/** A change of what is searched starts again on page 1; a change of page or view keeps the rest. */
export function changeFilters(current: ListFilters, change: Partial<ListFilters>): ListFilters {
  const next = { ...current, ...change };
  const keepsPage = Object.keys(change).every((key) => key === 'page' || key === 'view');
  if (!keepsPage) next.page = 1;
  for (const key of Object.keys(next) as (keyof ListFilters)[]) {
    if (next[key] === undefined) delete next[key];
  }
  return next;
}

/** True when the visitor narrowed the list, so "no results" can offer to widen it. */
export function isNarrowed(filters: ListFilters): boolean {
  return (
    filters.city !== undefined ||
    filters.type !== undefined ||
    filters.priceMin !== undefined ||
    filters.priceMax !== undefined ||
    filters.bedroomsMin !== undefined ||
    filters.zone !== undefined
  );
}

/** The zone the list is narrowed to, as the api reads it; undefined without one or when it is refused. */
export function searchedZone(filters: ListFilters): string | undefined {
  return filters.zone !== undefined && 'zone' in readZone(filters.zone) ? filters.zone : undefined;
}

/** The api's `/api/properties` query of a page of the list. */
export function propertyQueryOf(
  filters: ListFilters,
  { goal, pageSize, lang }: { goal?: number; pageSize: number; lang: string },
): Record<string, string> {
  return { ...mapQueryOf(filters, { ...(goal === undefined ? {} : { goal }), lang }), sort: filters.sort, page: String(filters.page), pageSize: String(pageSize) };
}

/** The api's `/api/properties/map` query: the list's filters, without its order and paging. */
export function mapQueryOf(filters: ListFilters, { goal, lang }: { goal?: number; lang: string }): Record<string, string> {
  const query: Record<string, string> = { lang };
  if (goal !== undefined) query.goal = goal === 0 ? '0' : '1';
  if (filters.city) query.city = formatCity(filters.city);
  if (filters.type !== undefined) query.type = String(filters.type);
  if (filters.priceMin !== undefined) query.priceMin = String(filters.priceMin);
  if (filters.priceMax !== undefined) query.priceMax = String(filters.priceMax);
  if (filters.bedroomsMin !== undefined) query.bedroomsMin = String(filters.bedroomsMin);
  // A refused zone is explained on the page, and the list shows the other filters' results.
  const zone = searchedZone(filters);
  if (zone !== undefined) query[ZONE_PARAMETER] = zone;
  return query;
}

/** What a page of a list asks `propertyPage` (mf-listings' endpoint): the route descriptor prefetches the same. */
export interface PropertyPageArgs {
  filters: ListFilters;
  goal?: number;
  pageSize: number;
  lang: Language;
}

/** A listing page's list, under the filters of its query. */
export function listPageArgs(search: string, goal: number | undefined, lang: Language): PropertyPageArgs {
  return { filters: parseListFilters(search), ...(goal === undefined ? {} : { goal }), pageSize: LIST_PAGE_SIZE, lang };
}

/** A property-list module's list (spec §9): the newest, as many as the module shows, 48 at most. */
export function moduleListArgs(
  { goal, numberItemOfRow, maxItems }: { goal?: number; numberItemOfRow: number; maxItems?: number },
  lang: Language,
): PropertyPageArgs {
  return { filters: DEFAULT_LIST_FILTERS, ...(goal === undefined ? {} : { goal }), pageSize: Math.min(maxItems ?? numberItemOfRow, 48), lang };
}
