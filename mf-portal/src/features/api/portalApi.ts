import type {
  HistoryPage,
  Language,
  LoginInput,
  OwnerProfile,
  PasswordReset,
  PasswordResetRequest,
  PortalHistory,
  PortalHistoryItems,
  PortalProperty,
  PropertyStatistics,
} from 'shared-kernel';
import { apiErrorKeys, baseApi } from 'shared-kernel/react';

export interface HistoryArgs {
  history: PortalHistory;
  propertyId: number;
  page: number;
}

// Everything of the portal belongs to whoever is logged in: a login or logout refetches it all.
const OWNER = ['Owner'] as const;

export const portalApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    session: build.query<OwnerProfile, void>({
      query: () => '/auth/session',
      providesTags: [...OWNER],
    }),
    login: build.mutation<OwnerProfile, LoginInput>({
      query: (body) => ({ url: '/auth/login', method: 'POST', body }),
      invalidatesTags: [...OWNER],
    }),
    logout: build.mutation<null, { everywhere: boolean }>({
      query: ({ everywhere }) => ({ url: everywhere ? '/auth/logout-everywhere' : '/auth/logout', method: 'POST' }),
      invalidatesTags: [...OWNER],
    }),
    requestPasswordReset: build.mutation<{ message: string }, PasswordResetRequest>({
      query: (body) => ({ url: '/auth/password-reset', method: 'POST', body }),
    }),
    // A query, though a POST: it reads, and the token stays out of the URL.
    checkResetLink: build.query<null, string>({
      query: (token) => ({ url: '/auth/password-reset/check', method: 'POST', body: { token } }),
      keepUnusedDataFor: 0,
    }),
    resetPassword: build.mutation<null, PasswordReset>({
      query: (body) => ({ url: '/auth/password-reset/confirm', method: 'POST', body }),
    }),
    portalProperties: build.query<PortalProperty[], Language>({
      query: (lang) => ({ url: '/portal/properties', params: { lang } }),
      providesTags: [...OWNER],
    }),
    propertyStatistics: build.query<PropertyStatistics, number>({
      query: (propertyId) => `/portal/properties/${propertyId}/statistics`,
      providesTags: [...OWNER],
    }),
    propertyHistory: build.query<HistoryPage<PortalHistoryItems[PortalHistory]>, HistoryArgs>({
      query: ({ history, propertyId, page }) => ({ url: `/portal/properties/${propertyId}/${history}`, params: { page } }),
      providesTags: [...OWNER],
    }),
  }),
});

export const {
  useSessionQuery,
  useLoginMutation,
  useLogoutMutation,
  useRequestPasswordResetMutation,
  useCheckResetLinkQuery,
  useResetPasswordMutation,
  usePortalPropertiesQuery,
  usePropertyStatisticsQuery,
  usePropertyHistoryQuery,
} = portalApi;

/**
 * The dictionary key and values of what a failed login tells the owner (spec §6, §8): the api's
 * key (`login.failed`, `login.locked`), and how long a lock lasts.
 */
export function loginFailure(error: unknown): { key: string; values: Record<string, number> } {
  const { key, body } = apiErrorKeys(error);
  const seconds = typeof body?.retryAfterSeconds === 'number' ? body.retryAfterSeconds : 900;
  return { key, values: { minutes: Math.max(1, Math.ceil(seconds / 60)) } };
}
