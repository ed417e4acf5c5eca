import { FORM_ERROR } from 'final-form';
import type { FormErrorBody, PostResult } from './formsApi';

function isFormErrorBody(value: unknown): value is FormErrorBody {
  return typeof value === 'object' && value !== null && typeof (value as FormErrorBody).message === 'string';
}

/**
 * What final-form shows for a refused post: per-field message keys, and one for the whole form
 * (network down, server unavailable, too many attempts, spec §8's refusals). Keys of the forms
 * dictionary only: whatever else an answer carries is never shown.
 */
export function submissionErrors(result: Exclude<PostResult, { ok: true }>): Record<string, string> {
  if (result.status === 'network') return { [FORM_ERROR]: 'server.network' };
  if (result.status >= 500) return { [FORM_ERROR]: 'server.unavailable' };
  if (result.status === 429) return { [FORM_ERROR]: 'server.tooManyAttempts' };
  if (!('body' in result) || !isFormErrorBody(result.body)) return { [FORM_ERROR]: 'server.apiError' };
  const known = (key: string) => /^(errors|server)\.[\w.]+$/.test(key);
  const fields = Object.fromEntries(Object.entries(result.body.fields ?? {}).filter(([, key]) => known(key)));
  if (Object.keys(fields).length > 0) return fields;
  return { [FORM_ERROR]: known(result.body.message) ? result.body.message : 'server.apiError' };
}
