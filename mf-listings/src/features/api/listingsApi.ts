import type { FetchBaseQueryError } from '@reduxjs/toolkit/query';
import type { AgencyContact, Language, ListFilters, ProjectDetailData, ProjectListEntry, PropertyDetailData, PropertyListPage } from 'shared-kernel';
import { propertyQueryOf } from 'shared-kernel';
import { baseApi } from 'shared-kernel/react';
import { takeInitialProperty } from './initialData';

export interface PropertyPageArgs {
  filters: ListFilters;
  goal?: number;
  pageSize: number;
  lang: Language;
}

export interface SimilarArgs {
  goal: number;
  type: number;
  priceMin?: number;
  priceMax?: number;
  lang: Language;
}

/** The catalogue's endpoints, in the one store of the site. */
export const listingsApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    propertyPage: build.query<PropertyListPage, PropertyPageArgs>({
      query: ({ filters, goal, pageSize, lang }) => ({
        url: '/properties',
        params: propertyQueryOf(filters, { pageSize, lang, ...(goal === undefined ? {} : { goal }) }),
      }),
      providesTags: ['Property'],
    }),
    similarProperties: build.query<PropertyListPage, SimilarArgs>({
      query: ({ goal, type, priceMin, priceMax, lang }) => ({
        url: '/properties',
        params: {
          lang,
          goal: goal === 0 ? '0' : '1',
          type: String(type),
          sort: 'date_desc',
          pageSize: '48',
          ...(priceMin === undefined ? {} : { priceMin: String(priceMin) }),
          ...(priceMax === undefined ? {} : { priceMax: String(priceMax) }),
        },
      }),
      providesTags: ['Property'],
    }),
    property: build.query<PropertyDetailData, { id: number; lang: Language }>({
      // The first view's property is already in the page: no second round trip for it.
      async queryFn({ id, lang }, _api, _extra, fetchWithBQ) {
        const inlined = takeInitialProperty(id, lang);
        if (inlined) return { data: inlined };
        const result = await fetchWithBQ({ url: `/properties/${id}`, params: { lang } });
        return result.error ? { error: result.error as FetchBaseQueryError } : { data: result.data as PropertyDetailData };
      },
      providesTags: (_result, _error, { id }) => [{ type: 'Property', id }],
    }),
    agencyContact: build.query<AgencyContact, void>({
      query: () => '/site',
      transformResponse: (site: { agency: AgencyContact }) => site.agency,
      keepUnusedDataFor: 30 * 60,
    }),
    projects: build.query<ProjectListEntry[], { lang: Language }>({
      query: ({ lang }) => ({ url: '/projects', params: { lang } }),
      providesTags: ['Project'],
    }),
    project: build.query<ProjectDetailData, { id: number; lang: Language }>({
      query: ({ id, lang }) => ({ url: `/projects/${id}`, params: { lang } }),
      providesTags: (_result, _error, { id }) => [{ type: 'Project', id }],
    }),
  }),
});

export const { useAgencyContactQuery, usePropertyPageQuery, useSimilarPropertiesQuery, usePropertyQuery, useProjectsQuery, useProjectQuery } = listingsApi;

/** The api's 404 (no such id, any more) or 400 (not an id at all): either way there is nothing to show. */
export function isNotFound(error: unknown): boolean {
  if (typeof error !== 'object' || error === null || !('status' in error)) return false;
  const { status } = error as { status: unknown };
  return status === 404 || status === 400;
}
