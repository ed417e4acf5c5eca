import type { SavedSearchesAnswer, SavedSearchesArgs } from 'shared-kernel';
import { baseApi } from 'shared-kernel/react';

/**
 * One's saved searches (`GET /api/alerts/searches`), by the signed link the page was opened with.
 * Each change is a form the page posts, which comes back to the page: nothing to keep in between.
 */
export const savedSearchesApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    savedSearches: build.query<SavedSearchesAnswer, SavedSearchesArgs>({
      query: (args) => ({ url: '/alerts/searches', params: args }),
      keepUnusedDataFor: 0,
    }),
  }),
});

export const { useSavedSearchesQuery } = savedSearchesApi;
