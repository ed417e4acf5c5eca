import { isLanguage, languageCookieString, type Language } from 'shared-kernel';

const STORAGE_KEY = 'language';

/** Spec §2: a first path segment that is an enabled language code switches to that language. */
export function languageFromPath(pathname: string, enabled: readonly Language[]): Language | null {
  const first = pathname.split('/')[1] ?? '';
  return isLanguage(first) && enabled.includes(first) ? first : null;
}

/** Spec §2: the chosen language is kept in local storage (and in a cookie, for the server). */
export function storedLanguage(enabled: readonly Language[]): Language | null {
  try {
    const value = window.localStorage.getItem(STORAGE_KEY);
    return value && isLanguage(value) && enabled.includes(value) ? value : null;
  } catch {
    return null;
  }
}

export function storeLanguage(language: Language): void {
  document.cookie = languageCookieString(language);
  try {
    window.localStorage.setItem(STORAGE_KEY, language);
  } catch {
    // Private browsing may refuse storage; the URL still carries the language.
  }
}

export function initialLanguage(pathname: string, enabled: readonly Language[], siteDefault: Language): Language {
  return languageFromPath(pathname, enabled) ?? storedLanguage(enabled) ?? siteDefault;
}
