import type { Language } from '../domain/language.js';
import { ALL_CONSENTS, NECESSARY_ONLY, OPTIONAL_CONSENTS, type ConsentChoice, type OptionalConsent } from './consentChoice.js';

/** The dialog's three choices as its form posts them: "Agree all", "Decline", "Save my choice". */
export const CONSENT_FORM_CHOICES = ['all', 'none', 'custom'] as const;

export type ConsentFormChoice = (typeof CONSENT_FORM_CHOICES)[number];

/**
 * The consent dialog's form, posted by a browser without scripts (or before they run): where it
 * goes and its field names, one place for the dialog that writes them and the api that reads them.
 */
export const CONSENT_FORM = {
  action: '/api/consent',
  choice: 'choice',
  /** The ticked options of the settings layer, the field repeated for each. */
  options: 'options',
  /** The page to go back to: its path and query. */
  returnTo: 'return',
  /** The page's language: home in it when the page to go back to is refused. */
  language: 'lang',
} as const;

/** The posted form's fields, as the api's schema (consentFormSchema.ts) reads them. */
export interface ConsentForm {
  choice: ConsentFormChoice;
  options?: OptionalConsent | OptionalConsent[] | undefined;
  return?: string | undefined;
  lang?: Language | undefined;
}

/** The choice a posted form saves: the ticked options count only for "Save my choice". */
export function consentChoiceOfForm(form: ConsentForm): ConsentChoice {
  if (form.choice === 'all') return ALL_CONSENTS;
  if (form.choice === 'none') return NECESSARY_ONLY;
  const ticked = new Set([form.options ?? []].flat());
  return Object.fromEntries(OPTIONAL_CONSENTS.map((option) => [option, ticked.has(option)])) as ConsentChoice;
}
