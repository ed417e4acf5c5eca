import i18next, { type i18n as I18n } from 'i18next';
import resourcesToBackend from 'i18next-resources-to-backend';
import { initReactI18next } from 'react-i18next';
import type { Language } from '../domain/language.js';
import { DICTIONARY_LOADERS } from '../i18n/loaders.js';
import { NAMESPACES, type Namespace } from '../i18n/namespaces.js';

/** Spec §7: translations load with up to 5 retries, the first after 350 ms, each wait doubling. */
export const DICTIONARY_RETRIES = 5;
export const DICTIONARY_FIRST_RETRY_MS = 350;

export interface I18nOptions {
  language: Language;
  namespaces?: Namespace[];
}

/**
 * The one i18next instance of a page. The shell creates it; a remote's standalone harness creates
 * its own; remotes inside the shell only add their namespace through `useTranslation(ns)`.
 */
export async function createI18n({ language, namespaces = ['common'] }: I18nOptions): Promise<I18n> {
  const instance = i18next.createInstance();
  await instance
    .use(
      resourcesToBackend((lng: string, ns: string) => {
        const loaders = DICTIONARY_LOADERS[lng as Language];
        const load = loaders?.[ns as Namespace];
        return load ? load().then((module) => module.default) : Promise.reject(new Error(`No dictionary ${lng}/${ns}`));
      }),
    )
    .use(initReactI18next)
    .init({
      lng: language,
      // Spec §1: a missing translation shows its key, so no silent fallback to another language.
      fallbackLng: false,
      ns: namespaces,
      defaultNS: 'common',
      supportedLngs: Object.keys(DICTIONARY_LOADERS),
      partialBundledLanguages: true,
      maxRetries: DICTIONARY_RETRIES,
      retryTimeout: DICTIONARY_FIRST_RETRY_MS,
      interpolation: { escapeValue: false },
      returnNull: false,
    });
  return instance;
}

export { NAMESPACES };
