import type { Language, ListFilters, ProjectListEntry, PropertyListPage } from 'shared-kernel';
import { propertyQueryOf } from 'shared-kernel';
import { baseApi } from 'shared-kernel/react';

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

/** The lists of the catalogue, in the one store of the site (the details are shared-kernel's catalogueApi). */
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
    projects: build.query<ProjectListEntry[], { lang: Language }>({
      query: ({ lang }) => ({ url: '/projects', params: { lang } }),
      providesTags: ['Project'],
    }),
  }),
});

export const { usePropertyPageQuery, useSimilarPropertiesQuery, useProjectsQuery } = listingsApi;

