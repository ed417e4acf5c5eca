import { CrmUnavailable, retryAfterMs } from './types.js';

const REQUEST_TIMEOUT_MS = 15_000;

/** A request to a CRM; not reaching it at all is an outage, tried again later. */
export async function callCrm(vendor: string, url: URL, init: RequestInit): Promise<Response> {
  try {
    return await fetch(url, { ...init, signal: AbortSignal.timeout(REQUEST_TIMEOUT_MS) });
  } catch (error) {
    throw new CrmUnavailable(`${vendor} cannot be reached: ${error instanceof Error ? error.message : String(error)}`);
  }
}

/** Throws CrmUnavailable, with its Retry-After, when the CRM is down or asks the site to slow down (429, 5xx). */
export async function failIfUnavailable(vendor: string, response: Response, what: string): Promise<void> {
  if (response.status !== 429 && response.status < 500) return;
  await response.body?.cancel();
  throw new CrmUnavailable(`${vendor} answered ${response.status} to ${what}`, retryAfterMs(response.headers.get('retry-after')));
}
