import { FORM_ERROR } from 'final-form';
import { apiErrorKeys } from 'shared-kernel/react';
import type { PostResult } from './formsApi';

/**
 * What final-form shows for a refused post: the api's keys per field, else its one key for the
 * whole form (network down, server unavailable, too many attempts, spec §8's refusals).
 */
export function submissionErrors(result: Exclude<PostResult, { ok: true }>): Record<string, string> {
  // A form's own words when the server or the network fails: they say that what was typed stays.
  if (result.status === 'network') return { [FORM_ERROR]: 'server.network' };
  if (result.status >= 500) return { [FORM_ERROR]: 'server.unavailable' };
  const { key, fields } = apiErrorKeys(result);
  return Object.keys(fields).length > 0 ? fields : { [FORM_ERROR]: key };
}
