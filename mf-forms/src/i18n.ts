import type { Language } from 'shared-kernel';
import { registerDictionaries } from 'shared-kernel/react';

/** mf-forms's words ship in its own build and register as it loads: they deploy with its code. */
export const loadFormsDictionary = (language: Language) => import(`./locales/${language}.json`);

registerDictionaries('forms', loadFormsDictionary);
