import { randomBytes } from 'node:crypto';
import { releaseVersionOf, type PageViewReport, type RemoteLocation, type RemoteName } from 'shared-kernel/federation';
import type { Queryable } from '../db/database.js';
import { readSignedClaims, signClaims } from './signedClaims.js';

/**
 * A page view's report counts only when it comes back with the token of a page this api served:
 * signed, naming the remote versions the page was rendered with, and redeemed once. Forged reports
 * (a script posting thousands, from one address or many) then count for nothing: each counted
 * view is a page the server answered, which costs a forger a whole page request and is limited
 * like any other.
 */

/** A tab reports when it is first hidden: a page left open all day still counts. */
export const VIEW_TOKEN_LIFETIME_MS = 24 * 60 * 60_000;

/** The share of redemptions that also drop the expired ids. */
const PURGE_SHARE = 0.01;

interface ViewClaims {
  /** The view's own id: a token is redeemed once. */
  id: string;
  /** Seconds since the epoch after which the token counts for nothing. */
  expires: number;
  /** Each remote the page was rendered with, and its release. */
  versions: Partial<Record<RemoteName, string>>;
}

const PURPOSE = 'page-view';

/** The token of one page view of `remotes`, valid until `now + VIEW_TOKEN_LIFETIME_MS`. */
export function issueViewToken(key: string, remotes: readonly RemoteLocation[], now = Date.now()): string {
  const versions: ViewClaims['versions'] = {};
  for (const { name, entry } of remotes) {
    const version = releaseVersionOf(name, entry);
    if (version !== null) versions[name] = version;
  }
  return signClaims(key, PURPOSE, { id: randomBytes(12).toString('base64url'), expires: Math.floor((now + VIEW_TOKEN_LIFETIME_MS) / 1000), versions } satisfies ViewClaims);
}

/** The claims of a token this api signed and that has not expired; null for any other. */
export function readViewToken(key: string, token: string, now = Date.now()): ViewClaims | null {
  const claims = readSignedClaims(key, PURPOSE, token) as ViewClaims | null;
  return claims === null || claims.expires * 1000 < now ? null : claims;
}

/**
 * The report names only versions its page was rendered with: each part's, or the live one the
 * shell replaced by the release before it when it could not load.
 */
export function reportMatchesView(report: PageViewReport, claims: ViewClaims): boolean {
  return report.parts.every((part) => claims.versions[part.remote] === (part.replaced ?? part.version));
}

/**
 * Marks the view's token as redeemed; false when it already was (on any replica). Expired ids are
 * dropped on the way: a token past its lifetime is refused by its claims anyway.
 */
export async function redeemViewToken(db: Queryable, claims: ViewClaims, now = Date.now()): Promise<boolean> {
  // Now and then is enough: what waits to be dropped is a day of views at most.
  if (Math.random() < PURGE_SHARE) await db.query('delete from redeemed_view_tokens where expires_at < $1', [new Date(now)]);
  const inserted = await db.query<{ id: string }>(
    'insert into redeemed_view_tokens (id, expires_at) values ($1, $2) on conflict (id) do nothing returning id',
    [claims.id, new Date(claims.expires * 1000)],
  );
  return inserted.length === 1;
}
