import type { SiteConfiguration, SiteInfo } from 'shared-kernel';
import { baseApi } from 'shared-kernel/react';

/** The tracking identifiers and the consent expiry of the site information (spec §3). */
export const siteInfoApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    consentSiteInfo: build.query<SiteInfo, void>({
      query: () => 'site',
      transformResponse: (site: SiteConfiguration) => site.siteInfo,
      providesTags: ['Site'],
    }),
  }),
});

export const { useConsentSiteInfoQuery } = siteInfoApi;
