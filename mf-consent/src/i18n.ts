import type { Language } from 'shared-kernel';
import { registerDictionaries } from 'shared-kernel/react';

/** mf-consent's words ship in its own build and register as it loads: they deploy with its code. */
export const loadConsentDictionary = (language: Language) => import(`./locales/${language}.json`);

registerDictionaries('consent', loadConsentDictionary);
