import { CrmMaybeReached, CrmUnavailable, retryAfterMs } from './types.js';

const REQUEST_TIMEOUT_MS = 15_000;

/** Failures of a request that never left this machine: no connection was made. */
const NOT_SENT = new Set(['ECONNREFUSED', 'ENOTFOUND', 'EAI_AGAIN', 'EHOSTUNREACH', 'ENETUNREACH', 'UND_ERR_CONNECT_TIMEOUT']);

/**
 * A request to a CRM; not reaching it at all is an outage, tried again later. `changes`: the
 * request writes something at the CRM (a lead), so one cut after it may have arrived throws
 * CrmMaybeReached, never to be sent blind again, since no CRM here takes an idempotency key.
 */
export async function callCrm(vendor: string, url: URL, init: RequestInit, changes = false): Promise<Response> {
  try {
    return await fetch(url, { ...init, signal: AbortSignal.timeout(REQUEST_TIMEOUT_MS) });
  } catch (error) {
    const message = `${vendor} cannot be reached: ${error instanceof Error ? error.message : String(error)}`;
    const code = (error as { cause?: { code?: unknown } }).cause?.code;
    throw changes && !(typeof code === 'string' && NOT_SENT.has(code)) ? new CrmMaybeReached(message) : new CrmUnavailable(message);
  }
}

/** Throws CrmUnavailable, with its Retry-After, when the CRM is down or asks the site to slow down (429, 5xx). */
export async function failIfUnavailable(vendor: string, response: Response, what: string): Promise<void> {
  if (response.status !== 429 && response.status < 500) return;
  await response.body?.cancel();
  throw new CrmUnavailable(`${vendor} answered ${response.status} to ${what}`, retryAfterMs(response.headers.get('retry-after')));
}
