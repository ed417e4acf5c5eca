/**
 * A cookie the browser's scripts may read, set with the owner's session and ended with it: it
 * holds no secret (the session cookie stays HttpOnly), only that someone logged in on this
 * browser, so the header asks the portal who it is instead of every visitor's page asking.
 */
export const OWNER_HINT_COOKIE = 'owner_hint';

/** Whether the page's cookies say an owner logged in on this browser. */
export function hasOwnerHint(cookies: string): boolean {
  return cookies.split(';').some((cookie) => cookie.trim() === `${OWNER_HINT_COOKIE}=1`);
}

/** The cookie string that forgets the hint, for a session the api no longer knows. */
export const FORGET_OWNER_HINT = `${OWNER_HINT_COOKIE}=; Path=/; Max-Age=0; SameSite=Lax`;
