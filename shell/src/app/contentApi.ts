import type { ArticlesResponse, Language, PagesResponse, ProjectDetailData, PropertyDetail, SiteConfiguration } from 'shared-kernel';
import { baseApi } from 'shared-kernel/react';

/**
 * What the shell reads of the api: the layout configuration, the configured pages and the
 * articles, each in the page's language. Articles are asked for once per language, whole: pages
 * pick their category or article out of the one answer.
 */
export const contentApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    siteConfiguration: build.query<SiteConfiguration, Language>({
      query: (lang) => ({ url: '/site', params: { lang } }),
      providesTags: ['Site'],
    }),
    pages: build.query<PagesResponse, Language>({
      query: (lang) => ({ url: '/pages', params: { lang } }),
      providesTags: ['Page'],
    }),
    articles: build.query<ArticlesResponse, { lang: Language; category?: number; slug?: string }>({
      query: ({ lang, category, slug }) => ({
        url: '/articles',
        params: { lang, ...(category === undefined ? {} : { category }), ...(slug === undefined ? {} : { slug }) },
      }),
      providesTags: ['Article'],
    }),
    /** The property's heading and goal for the breadcrumb and the document title; mf-listings shows the rest. */
    propertyHeading: build.query<Pick<PropertyDetail, 'ID' | 'Goal' | 'TypeDescription'>, { id: number; lang: Language }>({
      query: ({ id, lang }) => ({ url: `/properties/${id}`, params: { lang } }),
      transformResponse: ({ ID, Goal, TypeDescription }: PropertyDetail) => ({ ID, Goal, TypeDescription }),
      providesTags: ['Property'],
    }),
    projectHeading: build.query<Pick<ProjectDetailData, 'ID' | 'Name'>, { id: number; lang: Language }>({
      query: ({ id, lang }) => ({ url: `/projects/${id}`, params: { lang } }),
      transformResponse: ({ ID, Name }: ProjectDetailData) => ({ ID, Name }),
      providesTags: ['Project'],
    }),
  }),
});

export const { useSiteConfigurationQuery, usePagesQuery, useArticlesQuery, usePropertyHeadingQuery, useProjectHeadingQuery } =
  contentApi;
