import { createHmac, randomUUID, timingSafeEqual } from 'node:crypto';
import { localizePath, SAVED_SEARCHES_ROUTE, savedSearchesQuery, type AlertFrequency, type DemandCriteria, type Language } from 'shared-kernel';
import { newSecret } from '../auth/secrets.js';
import type { Queryable } from '../db/database.js';

export interface NewSavedSearch {
  email: string;
  language: Language;
  /** What to match; null when following one property. */
  criteria: DemandCriteria | null;
  /** The list it was saved from, query included, for the mails' link back. */
  listPath: string | null;
  propertyId: number | null;
  frequency: AlertFrequency;
  enquiryId?: string;
}

/**
 * Keeps a saved search, unconfirmed, in the caller's transaction (with its opt-in mail) and returns
 * the secret of its confirmation and unsubscribe links. Events recorded until now are never
 * announced to it: a new search is told what happens from now on.
 */
export async function createSavedSearch(tx: Queryable, search: NewSavedSearch): Promise<string> {
  const token = newSecret();
  await tx.query(
    `insert into saved_searches (id, email, language, criteria, list_path, property_id, frequency, token, enquiry_id, events_after)
     values ($1, $2, $3, $4, $5, $6, $7, $8, $9, (select coalesce(max(id), 0) from property_events))`,
    [
      randomUUID(),
      search.email,
      search.language,
      search.criteria === null ? null : JSON.stringify(search.criteria),
      search.listPath,
      search.propertyId,
      search.frequency,
      token,
      search.enquiryId ?? null,
    ],
  );
  return token;
}

/** The confirmation and unsubscribe links of one saved search (the unsubscribe one also takes RFC 8058's POST). */
export function alertLinks(origin: string, token: string): { confirm: string; unsubscribe: string } {
  const query = `token=${encodeURIComponent(token)}`;
  return { confirm: `${origin}/api/alerts/confirm?${query}`, unsubscribe: `${origin}/api/alerts/unsubscribe?${query}` };
}

/** The headers every alert mail carries so mail clients offer one-click unsubscribe (RFC 2369, RFC 8058). */
export function unsubscribeHeaders(origin: string, token: string): Record<string, string> {
  return { 'List-Unsubscribe': `<${alertLinks(origin, token).unsubscribe}>`, 'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click' };
}

/**
 * Confirms (the opt-in link) or stops (unsubscribe) the saved search of `token`; answers its
 * language and the property it follows (null for a list's search), or undefined for a token no search has. Confirming starts the digest period.
 */
export async function changeSavedSearch(
  db: Queryable,
  change: 'confirm' | 'unsubscribe',
  token: string,
): Promise<{ language: Language; propertyId: number | null } | undefined> {
  const [row] = await db.query<{ language: Language; propertyId: number | null }>(
    change === 'confirm'
      ? `update saved_searches set confirmed_at = coalesce(confirmed_at, now()), last_digest_at = coalesce(last_digest_at, now())
          where token = $1 and unsubscribed_at is null returning language, property_id as "propertyId"`
      : `update saved_searches set unsubscribed_at = coalesce(unsubscribed_at, now()) where token = $1 returning language, property_id as "propertyId"`,
    [token],
  );
  return row;
}

/**
 * The page of one address's saved searches is opened by a link signed with the api's link key
 * (LINK_SECRET or the generated one): whoever holds a mail of the address can manage them, nobody
 * can make the link for another address. It does not expire: every mail carries it, the oldest too.
 */
export function manageSignature(key: string, email: string): string {
  return createHmac('sha256', key).update(`saved-searches:${email.trim().toLowerCase()}`).digest('base64url');
}

/** The page of one's saved searches, for `email`, in the reader's language. */
export function manageLink(origin: string, key: string, email: string, language: Language): string {
  return `${origin}${localizePath(SAVED_SEARCHES_ROUTE, language)}${savedSearchesQuery({ email, signature: manageSignature(key, email) })}`;
}

export function isManageSignature(key: string, email: string, signature: string): boolean {
  const expected = Buffer.from(manageSignature(key, email));
  const given = Buffer.from(signature);
  return expected.length === given.length && timingSafeEqual(expected, given);
}
