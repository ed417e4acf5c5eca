import { createHmac, timingSafeEqual } from 'node:crypto';

/**
 * Claims the api hands out and takes back unchanged: their JSON, then an HMAC of it under a key
 * and a purpose, so a token signed for one use (a page view) is never accepted for another (a
 * preview). Both parts are base64url: a token fits a header, a cookie and a query string as is.
 */

function signature(key: string, purpose: string, payload: string): string {
  return createHmac('sha256', key).update(`${purpose}:${payload}`).digest('base64url');
}

export function signClaims(key: string, purpose: string, claims: object): string {
  const payload = Buffer.from(JSON.stringify(claims)).toString('base64url');
  return `${payload}.${signature(key, purpose, payload)}`;
}

/** The claims of a token signed with `key` for `purpose`; null for any other text. */
export function readSignedClaims(key: string, purpose: string, token: string): unknown {
  const [payload = '', given = '', ...rest] = token.split('.');
  if (rest.length > 0) return null;
  const expected = Buffer.from(signature(key, purpose, payload));
  const received = Buffer.from(given);
  if (expected.length !== received.length || !timingSafeEqual(expected, received)) return null;
  try {
    return JSON.parse(Buffer.from(payload, 'base64url').toString('utf8')) as unknown;
  } catch {
    return null;
  }
}
