import i18next, { type i18n as I18n } from 'i18next';
import resourcesToBackend from 'i18next-resources-to-backend';
import { initReactI18next } from 'react-i18next';
import { LANGUAGES, type Language } from '../domain/language.js';
import { COMMON_DICTIONARIES, type DictionaryLoader } from '../i18n/loaders.js';
import { NAMESPACES, type Namespace } from '../i18n/namespaces.js';

/** Spec §7: translations load with up to 5 retries, the first after 350 ms, each wait doubling. */
export const DICTIONARY_RETRIES = 5;
export const DICTIONARY_FIRST_RETRY_MS = 350;

export interface I18nOptions {
  language: Language;
  namespaces?: Namespace[];
}

/**
 * The remotes' own dictionaries, by namespace. This module is a shared singleton, so what a remote
 * registers here is what every i18next instance of the page (or of the server's renders) loads.
 */
const registered = new Map<string, DictionaryLoader>([['common', (language) => COMMON_DICTIONARIES[language]()]]);

/**
 * A remote registers its namespace's dictionaries when its code loads (its exposes and harness
 * import the module that calls this): the words ship and deploy with the remote, not the shell.
 * A later registration replaces an earlier one, as a newer build of the remote would.
 */
export function registerDictionaries(namespace: Exclude<Namespace, 'common'>, load: DictionaryLoader): void {
  registered.set(namespace, load);
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
        const load = registered.get(ns);
        return load && (LANGUAGES as readonly string[]).includes(lng)
          ? load(lng as Language).then((module) => module.default)
          : Promise.reject(new Error(`No dictionary ${lng}/${ns}: its remote has not loaded`));
      }),
    )
    .use(initReactI18next)
    .init({
      lng: language,
      // Spec §1: a missing translation shows its key, so no silent fallback to another language.
      fallbackLng: false,
      // A namespace whose remote did not load (down, timed out) is left out: asked now it would be
      // marked failed for good, and stay so once the remote loads on a retry and registers it.
      ns: namespaces.filter((namespace) => registered.has(namespace)),
      defaultNS: 'common',
      // The api's general error keys (apiErrors.*) live once, in common: a remote's `t` finds them too.
      fallbackNS: 'common',
      supportedLngs: [...LANGUAGES],
      partialBundledLanguages: true,
      maxRetries: DICTIONARY_RETRIES,
      retryTimeout: DICTIONARY_FIRST_RETRY_MS,
      interpolation: { escapeValue: false },
      returnNull: false,
    });
  return instance;
}

export { NAMESPACES };
