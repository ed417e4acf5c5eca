import { LANGUAGES } from '../domain/language.js';
import { z } from '../zodSetup.js';
import { OPTIONAL_CONSENTS, type OptionalConsent } from './consentChoice.js';
import { CONSENT_FORM, CONSENT_FORM_CHOICES, type ConsentForm } from './consentForm.js';

// A module of its own: the dialog, which only names the fields, does not bring zod into the page.

const optionalConsent = z.enum(OPTIONAL_CONSENTS as readonly OptionalConsent[] as [OptionalConsent, ...OptionalConsent[]]);

/** The posted form, its fields as `application/x-www-form-urlencoded` gives them (a repeated field as a list). */
export const consentFormSchema = z.object({
  [CONSENT_FORM.choice]: z.enum(CONSENT_FORM_CHOICES),
  [CONSENT_FORM.options]: z.union([optionalConsent, z.array(optionalConsent).max(OPTIONAL_CONSENTS.length)]).optional(),
  [CONSENT_FORM.returnTo]: z.string().max(2000).optional(),
  [CONSENT_FORM.language]: z.enum(LANGUAGES).optional(),
}) satisfies z.ZodType<ConsentForm>;
