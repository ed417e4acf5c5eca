import { LANGUAGES } from '../domain/language.js';
import { z } from '../zodSetup.js';
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

const optionalConsent = z.enum(OPTIONAL_CONSENTS as readonly OptionalConsent[] as [OptionalConsent, ...OptionalConsent[]]);

/** The posted form, its fields as `application/x-www-form-urlencoded` gives them (a repeated field as a list). */
export const consentFormSchema = z.object({
  [CONSENT_FORM.choice]: z.enum(CONSENT_FORM_CHOICES),
  [CONSENT_FORM.options]: z.union([optionalConsent, z.array(optionalConsent).max(OPTIONAL_CONSENTS.length)]).optional(),
  [CONSENT_FORM.returnTo]: z.string().max(2000).optional(),
  [CONSENT_FORM.language]: z.enum(LANGUAGES).optional(),
});

export type ConsentForm = z.infer<typeof consentFormSchema>;

/** The choice a posted form saves: the ticked options count only for "Save my choice". */
export function consentChoiceOfForm(form: ConsentForm): ConsentChoice {
  if (form.choice === 'all') return ALL_CONSENTS;
  if (form.choice === 'none') return NECESSARY_ONLY;
  const ticked = new Set([form.options ?? []].flat());
  return Object.fromEntries(OPTIONAL_CONSENTS.map((option) => [option, ticked.has(option)])) as ConsentChoice;
}
