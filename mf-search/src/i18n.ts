import type { Language } from 'shared-kernel';
import { registerDictionaries } from 'shared-kernel/react';

/** mf-search's words ship in its own build and register as it loads: they deploy with its code. */
export const loadSearchDictionary = (language: Language) => import(`./locales/${language}.json`);

registerDictionaries('search', loadSearchDictionary);
