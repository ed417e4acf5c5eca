import type { Language } from '../domain/language.js';
import type { Dictionary, Namespace } from './namespaces.js';

type Loader = () => Promise<{ default: Dictionary }>;

/**
 * Dictionaries are bundled with the code but split per language and namespace, so a visitor
 * downloads only the words of the language and the parts of the page in front of them.
 */
export const DICTIONARY_LOADERS: Record<Language, Record<Namespace, Loader>> = {
  en: {
    common: () => import('./locales/en/common.js'),
    listings: () => import('./locales/en/listings.js'),
    search: () => import('./locales/en/search.js'),
    forms: () => import('./locales/en/forms.js'),
    portal: () => import('./locales/en/portal.js'),
    consent: () => import('./locales/en/consent.js'),
  },
  nl: {
    common: () => import('./locales/nl/common.js'),
    listings: () => import('./locales/nl/listings.js'),
    search: () => import('./locales/nl/search.js'),
    forms: () => import('./locales/nl/forms.js'),
    portal: () => import('./locales/nl/portal.js'),
    consent: () => import('./locales/nl/consent.js'),
  },
  fr: {
    common: () => import('./locales/fr/common.js'),
    listings: () => import('./locales/fr/listings.js'),
    search: () => import('./locales/fr/search.js'),
    forms: () => import('./locales/fr/forms.js'),
    portal: () => import('./locales/fr/portal.js'),
    consent: () => import('./locales/fr/consent.js'),
  },
  de: {
    common: () => import('./locales/de/common.js'),
    listings: () => import('./locales/de/listings.js'),
    search: () => import('./locales/de/search.js'),
    forms: () => import('./locales/de/forms.js'),
    portal: () => import('./locales/de/portal.js'),
    consent: () => import('./locales/de/consent.js'),
  },
};
