import { isLanguage, languageCookieString, type Language } from 'shared-kernel';

const STORAGE_KEY = 'language';

/** Spec §2: a first path segment that is an enabled language code switches to that language. */
export function languageFromPath(pathname: string, enabled: readonly Language[]): Language | null {
  const first = pathname.split('/')[1] ?? '';
  return isLanguage(first) && enabled.includes(first) ? first : null;
}

/** Spec §2: the chosen language is kept in local storage. */
export function storedLanguage(enabled: readonly Language[]): Language | null {
  try {
    const value = window.localStorage.getItem(STORAGE_KEY);
    return value && isLanguage(value) && enabled.includes(value) ? value : null;
  } catch {
    return null;
  }
}

export function storeLanguage(language: Language): void {
  try {
    window.localStorage.setItem(STORAGE_KEY, language);
  } catch {
    // Private browsing may refuse storage; the URL still carries the language.
  }
}

/**
 * A language the visitor picked in the switcher, told to the server in a cookie too, so an address
 * without a prefix opens in it (see the api's chosenLanguageElsewhere). Set on that explicit choice
 * only: a first visit of a prefixed page stores nothing a server sees before any consent.
 */
export function rememberChosenLanguage(language: Language): void {
  document.cookie = languageCookieString(language);
  storeLanguage(language);
}

export function initialLanguage(pathname: string, enabled: readonly Language[], siteDefault: Language): Language {
  return languageFromPath(pathname, enabled) ?? storedLanguage(enabled) ?? siteDefault;
}
