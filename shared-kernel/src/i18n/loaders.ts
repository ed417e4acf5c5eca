import type { Language } from '../domain/language.js';
import type { Dictionary } from './namespaces.js';

/** Loads one language's dictionary of a namespace. */
export type DictionaryLoader = (language: Language) => Promise<{ default: Dictionary }>;

/**
 * The shell's own words, the `common` namespace, split per language so a visitor downloads only
 * the words of theirs. Each remote ships its own namespace in its build and registers it when its
 * code loads (`registerDictionaries`), so its team deploys its wording with its code.
 */
export const COMMON_DICTIONARIES: Record<Language, () => Promise<{ default: Dictionary }>> = {
  en: () => import('./locales/en/common.js'),
  nl: () => import('./locales/nl/common.js'),
  fr: () => import('./locales/fr/common.js'),
  de: () => import('./locales/de/common.js'),
};
