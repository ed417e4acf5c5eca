import { createContext, useContext } from 'react';

/**
 * The visitor's cookies as a server render received them, null in the browser. The api passes only
 * the cookies a first view may depend on (the consent choice), so its page cache keeps few variants.
 */
export const ServerCookiesContext = createContext<string | null>(null);

/**
 * The cookie string a component may read while rendering: the request's on the server,
 * `document.cookie` in the browser, so both render the same first view.
 */
export function useCookieString(): string {
  const fromServer = useContext(ServerCookiesContext);
  if (fromServer !== null) return fromServer;
  return typeof document === 'undefined' ? '' : document.cookie;
}
