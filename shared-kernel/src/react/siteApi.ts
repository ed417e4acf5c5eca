import type { Language } from '../domain/language.js';
import type { SiteConfiguration } from '../domain/site.js';
import { baseApi } from './store.js';

/**
 * The site configuration in one language (spec §3 "Settings", "Site info"): the shell's layout, the
 * search counts, the agency's contact and the tracking identifiers all come from this one answer,
 * asked for once per language whoever asks first.
 */
export const siteApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    siteConfiguration: build.query<SiteConfiguration, Language>({
      query: (lang) => ({ url: '/site', params: { lang } }),
      providesTags: ['Site'],
      keepUnusedDataFor: 30 * 60,
    }),
  }),
});

export const { useSiteConfigurationQuery } = siteApi;
