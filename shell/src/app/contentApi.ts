import type { ArticlesResponse, Language, PagesResponse } from 'shared-kernel';
import { baseApi } from 'shared-kernel/react';

/**
 * What the shell alone reads of the api: the configured pages and the articles, each in the page's
 * language (the site configuration and the catalogue's details are shared-kernel's, used by remotes too). Articles are asked for once per language, whole: pages
 * pick their category or article out of the one answer.
 */
export const contentApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
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
  }),
});

export const { usePagesQuery, useArticlesQuery } = contentApi;
