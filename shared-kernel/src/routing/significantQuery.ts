import { idsParam, MAX_COMPARED, parseIds } from '../listing/favourites.js';
import { listFiltersToSearch, parseListFilters } from '../listing/listFilters.js';

/**
 * Query parameters a page reads besides a list's filters: the consent flags of spec §4 and what a
 * thank-you page says (a subscription's outcome, the offer after a tenant's form), with the values
 * they may take.
 */
const PAGE_FLAGS: Readonly<Record<string, readonly string[] | null>> = {
  preview: null,
  setcookies: null,
  subscription: ['confirmed', 'unsubscribed', 'invalid', 'follow', 'followConfirmed'],
  offer: ['rent'],
};

/**
 * The part of a query that changes what a page shows, in one canonical order: the list filters as
 * the list writes them, then the flags above. Campaign tags (`utm_*`, `gclid`, `fbclid`), a
 * filter that makes no sense and any unknown parameter fall away, so a server caching pages by
 * address neither renders nor keeps a page once per made-up query string. The browser still sees
 * the address as visited (analytics read it there).
 */
export function significantQuery(search: string): string {
  const params = new URLSearchParams(search);
  const filters = listFiltersToSearch(parseListFilters(params)).replace(/^\?/, '');
  const flags = Object.entries(PAGE_FLAGS).flatMap(([name, values]) => {
    if (!params.has(name)) return [];
    const value = params.get(name) ?? '';
    if (values === null) return [name];
    return values.includes(value) ? [`${name}=${value}`] : [];
  });
  // A shared list of favourites and the ones compared, as their ids, each once.
  const lists = (
    [
      ['ids', parseIds(params.get('ids'))],
      ['compare', parseIds(params.get('compare'), MAX_COMPARED)],
    ] as const
  ).flatMap(([name, ids]) => (ids.length > 0 ? [`${name}=${idsParam(ids)}`] : []));
  const query = [filters, ...flags, ...lists].filter(Boolean).join('&');
  return query ? `?${query}` : '';
}
