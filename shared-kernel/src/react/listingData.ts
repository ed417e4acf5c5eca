import type { Language } from '../domain/language.js';
import type { ListingData } from '../domain/listing.js';
import { baseApi } from './store.js';

/** The id of the script element in which the api hands the first view's data to the page. */
export const INITIAL_DATA_ELEMENT_ID = '__INITIAL_DATA__';

/** The field of the first view's data that may carry the listing load (the home page's). */
export const INITIAL_LISTING_FIELD = 'listingData';

function isListingData(value: unknown, lang: Language): value is ListingData {
  if (typeof value !== 'object' || value === null) return false;
  const data = value as Partial<Record<keyof ListingData, unknown>>;
  const lists = [data.properties, data.projects, data.webIDs, data.citys, data.citysSale, data.citysRent, data.neighbourhoods];
  if (!lists.every(Array.isArray)) return false;
  // A page in one language must not show the search of another: every type entry names its language.
  return (data.webIDs as { language?: unknown }[]).every((type) => type.language === lang);
}

// Parsed once per element: the listing load is the largest thing a page may carry.
const parsed = new WeakMap<Element, unknown>();

/**
 * The first view's data, from the api's script element. Not `window.__INITIAL_DATA__`: an element
 * id is also a property of window, so that name gives the element itself.
 */
function initialData(): unknown {
  if (typeof document === 'undefined') return undefined;
  const element = document.getElementById(INITIAL_DATA_ELEMENT_ID);
  if (!element?.textContent) return undefined;
  if (!parsed.has(element)) {
    try {
      parsed.set(element, JSON.parse(element.textContent) as unknown);
    } catch {
      parsed.set(element, undefined);
    }
  }
  return parsed.get(element);
}

/** The listing load the api inlined in the page for this language, if it did. */
export function inlinedListingData(lang: Language): ListingData | null {
  const data = initialData();
  if (typeof data !== 'object' || data === null) return null;
  const listing = (data as Record<string, unknown>)[INITIAL_LISTING_FIELD];
  return isListingData(listing, lang) ? listing : null;
}

/**
 * Spec §7: the one load behind the listings and the home search, per language. When the api
 * inlined it in the page, the first view uses that and makes no request; the page's data is as
 * fresh as the page, and nothing on the public site invalidates this load afterwards.
 */
export const listingDataApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    listingData: build.query<ListingData, Language>({
      async queryFn(lang, _api, _extraOptions, baseQuery) {
        const inlined = inlinedListingData(lang);
        if (inlined) return { data: inlined };
        const answer = await baseQuery({ url: '/listing-data', params: { lang } });
        return answer.error ? { error: answer.error } : { data: answer.data as ListingData };
      },
      // Visitors go back and forth between home, lists and details: keep the load for the visit.
      keepUnusedDataFor: 30 * 60,
    }),
  }),
});

export const { useListingDataQuery } = listingDataApi;
