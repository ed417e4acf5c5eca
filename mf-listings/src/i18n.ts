import type { Language } from 'shared-kernel';
import { registerDictionaries } from 'shared-kernel/react';

/** mf-listings's words ship in its own build and register as it loads: they deploy with its code. */
export const loadListingsDictionary = (language: Language) => import(`./locales/${language}.json`);

registerDictionaries('listings', loadListingsDictionary);
