import { apiErrorCodeOf, apiErrorKey, isApiErrorBody, isApiErrorCode, NETWORK_ERROR_KEY, type ApiErrorBody } from '../http/apiError.js';

/** What a failed api call says, as dictionary keys: for the whole answer and per field. */
export interface ApiErrorKeys {
  /** The HTTP status; undefined when no answer came (offline, cut, or not JSON of the api). */
  status: number | undefined;
  /** The api's code (`too_many_requests`, `slot_full`, …); undefined without an api answer. */
  code: string | undefined;
  key: string;
  fields: Record<string, string>;
  /** The whole body, with a route's own extra values (`retryAfterSeconds`, `nextSlots`). */
  body: (ApiErrorBody & Record<string, unknown>) | undefined;
}

/**
 * Reads a failed call as RTK Query reports it (`{ status, data }`, `{ status: 'FETCH_ERROR' }`,
 * `{ status: 'PARSING_ERROR', originalStatus }`) or as plain fetch code passes it
 * (`{ status, data }`): the api's `key`, else its general code's, else one of the status; an
 * answer that never came is the network's. Keys are of the calling remote's namespace or, for
 * `apiErrors.*`, the common one, which every namespace falls back to.
 */
export function apiErrorKeys(error: unknown): ApiErrorKeys {
  const { status, originalStatus, data } = (typeof error === 'object' && error !== null ? error : {}) as {
    status?: unknown;
    originalStatus?: unknown;
    data?: unknown;
  };
  const httpStatus = typeof status === 'number' ? status : typeof originalStatus === 'number' ? originalStatus : undefined;
  if (isApiErrorBody(data)) {
    // With the route's extras (`retryAfterSeconds`, `nextSlots`).
    const body = data as ApiErrorBody & Record<string, unknown>;
    const key = body.key ?? apiErrorKey(isApiErrorCode(body.error) ? body.error : apiErrorCodeOf(httpStatus ?? 500));
    return { status: httpStatus, code: body.error, key, fields: body.fields ?? {}, body };
  }
  // A proxy's or a CDN's page (502 HTML) says only its status.
  if (httpStatus !== undefined && httpStatus >= 400) {
    return { status: httpStatus, code: undefined, key: apiErrorKey(apiErrorCodeOf(httpStatus)), fields: {}, body: undefined };
  }
  return { status: undefined, code: undefined, key: NETWORK_ERROR_KEY, fields: {}, body: undefined };
}

/** The translated sentence of a failed call, in the language and namespace of `t`. */
export function apiErrorMessage(error: unknown, t: (key: string) => string): string {
  return t(apiErrorKeys(error).key);
}
