import { useEffect, useState } from 'react';
import type { Language, SearchResult } from 'shared-kernel';
import { baseApi } from 'shared-kernel/react';

/** An answer of the search, with the query it answers (the panel may show it while the next loads). */
export type SearchAnswer = SearchResult & { query: string };

/**
 * Spec §4, §5: the home search runs on the server (`GET /api/search`, the kernel's searchListing),
 * so the browser never downloads the catalogue. Answers are kept for the visit: typing
 * a query again, or going back, asks nothing.
 */
export const searchApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    search: build.query<SearchAnswer, { query: string; lang: Language }>({
      query: ({ query, lang }) => ({ url: '/search', params: { lang, q: query } }),
      transformResponse: (result: SearchResult, _meta, { query }) => ({ ...result, query }),
      keepUnusedDataFor: 30 * 60,
    }),
  }),
});

export const { useSearchQuery } = searchApi;

/** How long typing must pause before the search asks: one request per word, not per keystroke. */
export const SEARCH_PAUSE_MS = 150;

/** `value` once it has stayed the same for `ms`. */
export function useSettledValue<T>(value: T, ms: number): T {
  const [settled, setSettled] = useState(value);
  useEffect(() => {
    const timer = setTimeout(() => setSettled(value), ms);
    return () => clearTimeout(timer);
  }, [value, ms]);
  return settled;
}
