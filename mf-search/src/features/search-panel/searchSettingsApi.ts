import type { Language, SiteConfiguration } from 'shared-kernel';
import { baseApi } from 'shared-kernel/react';

/** What the search reads of the site configuration (spec §3 "Settings"). */
export interface SearchSettings {
  /** Counts beside the types and cities of the panel. */
  showSearchCount: boolean;
  /** Counts on the For sale and For rent buttons of the home block. */
  showCountProperty: boolean;
  /** How many properties are for sale and for rent. */
  countProperty: [sale: number, rent: number];
}

export const searchSettingsApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    searchSettings: build.query<SearchSettings, Language>({
      query: (lang) => ({ url: '/site', params: { lang } }),
      transformResponse: ({ config }: SiteConfiguration): SearchSettings => ({
        showSearchCount: config.showSearchCount,
        showCountProperty: config.showCountProperty,
        countProperty: config.data.countProperty,
      }),
      providesTags: ['Site'],
    }),
  }),
});

export const { useSearchSettingsQuery } = searchSettingsApi;
