import type { KeepInformedValues, Language, ProjectListEntry, PropertyListPage, PropertyMapPoints, PropertyPageArgs } from 'shared-kernel';
import { propertyQueryOf, type mapQueryOf, type similarQueryOf } from 'shared-kernel';
import { baseApi } from 'shared-kernel/react';

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
    /** Takes `mapQueryOf`'s query: the list's order, page and view do not make a new request. */
    mapPoints: build.query<PropertyMapPoints, ReturnType<typeof mapQueryOf>>({
      query: (params) => ({ url: '/properties/map', params }),
      providesTags: ['Property'],
    }),
    /** The cards under a marker of the map, whatever page of the list they are on. */
    propertiesById: build.query<PropertyListPage, { ids: readonly number[]; lang: Language }>({
      query: ({ ids, lang }) => ({ url: '/properties', params: { lang, ids: ids.join(','), pageSize: String(ids.length) } }),
      providesTags: ['Property'],
    }),
    /** Takes `similarQueryOf`'s query. */
    similarProperties: build.query<PropertyListPage, ReturnType<typeof similarQueryOf>>({
      query: (params) => ({ url: '/properties', params }),
      providesTags: ['Property'],
    }),
    /** "Keep me informed": saves a list's filters (or follows a property); the api mails the opt-in link. */
    saveSearch: build.mutation<{ status: 'pending' }, KeepInformedValues>({
      query: (body) => ({ url: '/alerts', method: 'POST', body }),
    }),
    projects: build.query<ProjectListEntry[], { lang: Language }>({
      query: ({ lang }) => ({ url: '/projects', params: { lang } }),
      providesTags: ['Project'],
    }),
  }),
});

export const { useSaveSearchMutation, useMapPointsQuery, usePropertiesByIdQuery, usePropertyPageQuery, useSimilarPropertiesQuery, useProjectsQuery } = listingsApi;

