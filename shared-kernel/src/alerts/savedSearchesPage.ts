import type { Language } from '../domain/language.js';
import type { DemandCriteria } from '../forms/demandMatch.js';
import type { AlertFrequency } from './savedSearch.js';

/** The page of one address's saved searches, opened by the signed link of every alert mail. */
export const SAVED_SEARCHES_ROUTE = '/saved-searches/';

export type SavedSearchState = 'pending' | 'active' | 'stopped';

/** One saved search as its page shows it (`GET /api/alerts/searches`). */
export interface SavedSearchView {
  id: string;
  frequency: AlertFrequency;
  state: SavedSearchState;
  /** What a list's search matches, said in words by `describeCriteria`; null when following a property. */
  criteria: DemandCriteria | null;
  /** The list as it was saved, or the followed property's page. */
  link: string;
  /** The property followed, in the reader's language; null for a list, or for a property no longer online. */
  property: { id: number; title: string; city: string; photo: string | null } | null;
}

export interface SavedSearchesAnswer {
  /** The address whose searches these are; null when the page shows one search by its unsubscribe link. */
  email: string | null;
  searches: SavedSearchView[];
}

/**
 * What the page asks the api, read from its address: an address and the signature of the mails'
 * link, or `stop`, the secret of one search's unsubscribe link (the page then offers to stop it).
 * Null when the address carries neither: the page says the link is not valid without asking.
 */
export type SavedSearchesArgs = { lang: Language; email: string; signature: string } | { lang: Language; stop: string };

export function savedSearchesArgs(search: string, lang: Language): SavedSearchesArgs | null {
  const query = new URLSearchParams(search);
  const stop = query.get('stop');
  if (stop) return { lang, stop };
  const email = query.get('email');
  const signature = query.get('signature');
  return email && signature ? { lang, email, signature } : null;
}

/** What the page says after one of its forms changed a search (`?done=`). */
export const SAVED_SEARCH_CHANGES = ['changed', 'deleted'] as const;
export type SavedSearchChange = (typeof SAVED_SEARCH_CHANGES)[number];

/**
 * The page's address with its access: the mails link here, and the page's forms come back here.
 * The language of the path is the reader's.
 */
export function savedSearchesQuery(access: { email: string; signature: string } | { stop: string }, done?: SavedSearchChange): string {
  const query = new URLSearchParams('stop' in access ? { stop: access.stop } : { email: access.email, signature: access.signature });
  if (done !== undefined) query.set('done', done);
  return `?${query.toString()}`;
}
