import type { Language } from '../domain/language.js';
import type { ListingOptions } from '../domain/listing.js';
import { baseApi } from './store.js';

/**
 * Spec §7's listing load as a page needs it: its types and cities with their counts (a few KB
 * whatever the catalogue's size), never its properties, so no page view downloads the catalogue
 * (the home search asks the server, mf-search's searchApi). Part of the server render,
 * so a list's filters are complete before any script runs.
 */
export const listingOptionsApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    listingOptions: build.query<ListingOptions, Language>({
      query: (lang) => ({ url: '/listing-options', params: { lang } }),
      // Visitors go back and forth between lists and forms: keep the options for the visit.
      keepUnusedDataFor: 30 * 60,
    }),
  }),
});

export const { useListingOptionsQuery } = listingOptionsApi;
