import { z } from '../zodSetup.js';
import { LANGUAGES } from '../domain/language.js';
import { emailField } from '../forms/schemas.js';
import { ALERT_FREQUENCIES } from './savedSearch.js';

// The form's schema lives apart from the saved searches' rules, which pages use in their first view:
// zod and the phone library behind `emailField` reach a page only once its form asks for them.

/** Longest query or path a saved search keeps: a drawn zone of 200 vertices fits. */
const LIST_PATH_MAX = 4000;

/**
 * The "Keep me informed" form: an address and a frequency, with either the list it was sent from
 * (its path and query, kept verbatim) or the property to follow. Messages are keys under the `listings` dictionary's `alerts`.
 */
export const keepInformedSchema = z
  .object({
    email: emailField('errors.email'),
    frequency: z.enum(ALERT_FREQUENCIES, { error: 'errors.frequency' }),
    language: z.enum(LANGUAGES),
    goal: z.coerce.number().int().min(0).max(2).optional(),
    // A path of this site only: '//host' and '/\host' would lead browsers to another one.
    listPath: z.string().max(LIST_PATH_MAX).regex(/^\/(?![/\\])[^\\\s]*$/).optional(),
    propertyId: z.coerce.number().int().positive().optional(),
  })
  .refine((values) => values.propertyId !== undefined || (values.listPath !== undefined && values.goal !== undefined), {
    error: 'errors.what',
  });

export type KeepInformedValues = z.infer<typeof keepInformedSchema>;
