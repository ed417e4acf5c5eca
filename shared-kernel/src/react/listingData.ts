import type { Language } from '../domain/language.js';
import type { ListingData, ListingOptions } from '../domain/listing.js';
import { initialField } from './initialData.js';
import { baseApi } from './store.js';

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

/** The listing load the api inlined in the page for this language, if it did. */
export function inlinedListingData(lang: Language): ListingData | null {
  return initialField(INITIAL_LISTING_FIELD, (value): value is ListingData => isListingData(value, lang));
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
    /**
     * The filters' types and cities (a few KB whatever the catalogue's size): part of the server
     * render, so a list's filters are complete before any script runs.
     */
    listingOptions: build.query<ListingOptions, Language>({
      query: (lang) => ({ url: '/listing-options', params: { lang } }),
      keepUnusedDataFor: 30 * 60,
    }),
  }),
});

export const { useListingOptionsQuery } = listingDataApi;

type ListingDataOptions = Parameters<typeof listingDataApi.useListingDataQuery>[1];

/**
 * The listing load, never part of a server render: it holds every property (hundreds of KB) and the
 * first view of a page does not need it (a list's cards have their own query). The server and the
 * hydrating browser both render without it; the browser then loads it and fills what uses it.
 */
export function useListingDataQuery(lang: Language, options?: ListingDataOptions) {
  return listingDataApi.useListingDataQuery(lang, { ...options, skip: Boolean(options?.skip) || typeof window === 'undefined' });
}
