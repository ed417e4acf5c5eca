import { createRequire } from 'node:module';
import type { Dictionary, Language } from 'shared-kernel';

const requireHere = createRequire(import.meta.url);

/**
 * A remote's words for the mails the api sends in its name (the forms' mails, the portal's reset
 * mail), read from the remote's package beside the api: a mail says what the form said. Its
 * wording follows the remote's team when the api is next deployed.
 */
export function remoteDictionary(remote: 'mf-forms' | 'mf-portal', language: Language): Dictionary {
  return requireHere(`${remote}/src/locales/${language}.json`) as Dictionary;
}
