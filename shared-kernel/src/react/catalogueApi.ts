import type { FetchBaseQueryError } from '@reduxjs/toolkit/query';
import type { Language } from '../domain/language.js';
import type { ProjectDetailData } from '../domain/project.js';
import type { PropertyDetailData } from '../domain/property.js';
import { initialField } from 'shared-kernel/federation';
import { baseApi } from './store.js';

function isDetail(id: number, lang: Language) {
  return (value: unknown): value is { ID: number } =>
    typeof value === 'object' && value !== null && (value as { ID?: unknown }).ID === id && (value as { language?: unknown }).language === lang;
}

/**
 * A property and a project as their pages show them. The shell (breadcrumb, title) and mf-listings
 * (the page itself) ask the same endpoint, so one request serves both; on the first view the api
 * has already put the answer in the page, so there is no request at all.
 */
export const catalogueApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    property: build.query<PropertyDetailData, { id: number; lang: Language }>({
      async queryFn({ id, lang }, _api, _extra, baseQuery) {
        const inlined = initialField('property', isDetail(id, lang));
        if (inlined) return { data: inlined as PropertyDetailData };
        const answer = await baseQuery({ url: `/properties/${id}`, params: { lang } });
        return answer.error ? { error: answer.error as FetchBaseQueryError } : { data: answer.data as PropertyDetailData };
      },
      providesTags: (_result, _error, { id }) => [{ type: 'Property', id }],
    }),
    project: build.query<ProjectDetailData, { id: number; lang: Language }>({
      async queryFn({ id, lang }, _api, _extra, baseQuery) {
        const inlined = initialField('project', isDetail(id, lang));
        if (inlined) return { data: inlined as ProjectDetailData };
        const answer = await baseQuery({ url: `/projects/${id}`, params: { lang } });
        return answer.error ? { error: answer.error as FetchBaseQueryError } : { data: answer.data as ProjectDetailData };
      },
      providesTags: (_result, _error, { id }) => [{ type: 'Project', id }],
    }),
  }),
});

export const { usePropertyQuery, useProjectQuery } = catalogueApi;

/** The api's 404 (no such id, any more) or 400 (not an id at all): either way there is nothing to show. */
export function isNotFoundError(error: unknown): boolean {
  if (typeof error !== 'object' || error === null || !('status' in error)) return false;
  const { status } = error as { status: unknown };
  // 410: a property withdrawn by the agency's CRM; the visitor reads it as not found, with the ways on.
  return status === 404 || status === 400 || status === 410;
}
