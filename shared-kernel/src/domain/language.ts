import { cookieValue } from '../format/cookies.js';

export const LANGUAGES = ['en', 'nl', 'fr', 'de'] as const;

export type Language = (typeof LANGUAGES)[number];

/** Narrows text from a URL prefix, storage or configuration to a language the site speaks. */
export function isLanguage(value: unknown): value is Language {
  return typeof value === 'string' && (LANGUAGES as readonly string[]).includes(value);
}

/**
 * Spec §2 keeps the chosen language in local storage, which a server never sees; the same choice
 * in a cookie lets it send an address without a language prefix to the page in that language,
 * rendered in it, instead of the default language switched after load. A preference the visitor
 * set, needed to serve the page they asked for: no consent is needed for it.
 */
export const LANGUAGE_COOKIE = 'language';

/** The language a `Cookie` header or `document.cookie` says was chosen, if it is one of ours. */
export function chosenLanguage(cookieHeader: string): Language | null {
  const value = cookieValue(cookieHeader, LANGUAGE_COOKIE);
  return isLanguage(value) ? value : null;
}

/** The `document.cookie` assignment that keeps a chosen language for a year. */
export function languageCookieString(language: Language): string {
  return `${LANGUAGE_COOKIE}=${language}; Path=/; Max-Age=31536000; SameSite=Lax`;
}
