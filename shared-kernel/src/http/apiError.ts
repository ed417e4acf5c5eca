/**
 * The api's general error codes: every front end words them (the common dictionaries' `apiErrors`)
 * without knowing the route. A route may answer a code of its own (`slot_full`, `link_invalid`),
 * always with a `key` of its remote's dictionary.
 */
export const API_ERROR_CODES = [
  'bad_request',
  'validation_failed',
  'unauthorized',
  'forbidden',
  'not_found',
  'method_not_allowed',
  'conflict',
  'gone',
  'payload_too_large',
  'unsupported_media_type',
  'unprocessable_content',
  'too_many_requests',
  'internal_error',
  'bad_gateway',
  'service_unavailable',
  'gateway_timeout',
] as const;

export type ApiErrorCode = (typeof API_ERROR_CODES)[number];

/**
 * The one body of every 4xx and 5xx answer of the api, so one front-end helper translates them all; `apiErrorSchema` checks it where
 * zod is at hand (the api, its tests), `isApiErrorBody` in the browser without it.
 */
export interface ApiErrorBody {
  /** A stable machine code: one of API_ERROR_CODES, or the route's own (slot_full, link_invalid, …). */
  error: string;
  /** The English sentence, for clients that do not translate. */
  message: string;
  /** The dictionary key a front end shows: apiErrors.* of the common namespace, or a key of the remote that owns the route. */
  key?: string;
  /** Per field of the request, the dictionary key of what is wrong with it. */
  fields?: Record<string, string>;
}

/** Whether an answer's body is the api's error body (checked by hand: zod stays out of the shell's bundle). */
export function isApiErrorBody(value: unknown): value is ApiErrorBody {
  if (typeof value !== 'object' || value === null) return false;
  const { error, message, key, fields } = value as Record<string, unknown>;
  return (
    typeof error === 'string' &&
    typeof message === 'string' &&
    (key === undefined || typeof key === 'string') &&
    (fields === undefined ||
      (typeof fields === 'object' && fields !== null && Object.values(fields).every((fieldKey) => typeof fieldKey === 'string')))
  );
}

/** What the front end says when no answer came at all (offline, connection cut): no code of the api's. */
export const NETWORK_ERROR_KEY = 'apiErrors.network';

/** A field the api's schema refused, for which the front end has no better word of its own. */
export const INVALID_FIELD_KEY = 'apiErrors.invalidField';

export function isApiErrorCode(code: string): code is ApiErrorCode {
  return (API_ERROR_CODES as readonly string[]).includes(code);
}

/** The common dictionary's key of a general code: `too_many_requests` → `apiErrors.tooManyRequests`. */
export function apiErrorKey(code: ApiErrorCode): string {
  return `apiErrors.${code.replace(/_([a-z])/g, (_match, letter: string) => letter.toUpperCase())}`;
}

const CODE_OF_STATUS: Readonly<Record<number, ApiErrorCode>> = {
  400: 'bad_request',
  401: 'unauthorized',
  403: 'forbidden',
  404: 'not_found',
  405: 'method_not_allowed',
  409: 'conflict',
  410: 'gone',
  413: 'payload_too_large',
  415: 'unsupported_media_type',
  422: 'unprocessable_content',
  429: 'too_many_requests',
  500: 'internal_error',
  502: 'bad_gateway',
  503: 'service_unavailable',
  504: 'gateway_timeout',
};

/** The general code of an HTTP error status; another 4xx is a bad request, another 5xx an internal error. */
export function apiErrorCodeOf(status: number): ApiErrorCode {
  return CODE_OF_STATUS[status] ?? (status >= 500 ? 'internal_error' : 'bad_request');
}

/** The English sentences of the general codes, for an answer of the api that has nothing more precise to say. */
export const API_ERROR_MESSAGES: Readonly<Record<ApiErrorCode, string>> = {
  bad_request: 'The request could not be read.',
  validation_failed: 'The request is not valid.',
  unauthorized: 'Please log in.',
  forbidden: 'This is not allowed.',
  not_found: 'Nothing is here.',
  method_not_allowed: 'This method is not allowed here.',
  conflict: 'This conflicts with the current state.',
  gone: 'This is gone.',
  payload_too_large: 'The request body is too large.',
  unsupported_media_type: 'This content type is not accepted here.',
  unprocessable_content: 'The request cannot be carried out.',
  too_many_requests: 'Too many requests from this address: please try again later.',
  internal_error: 'Something went wrong on our side. Please try again in a moment.',
  bad_gateway: 'A service the api relies on did not answer properly.',
  service_unavailable: 'The site cannot reach its data for a moment. Please try again shortly.',
  gateway_timeout: 'A service the api relies on did not answer in time.',
};

/**
 * An error body: a general code gets its common dictionary key unless a more precise one is
 * given; a route's own code (`slot_full`) always comes with the key of its remote's dictionary.
 */
export function apiErrorBody(
  code: string,
  message?: string,
  { key, fields }: { key?: string; fields?: Record<string, string> } = {},
): ApiErrorBody {
  const general = isApiErrorCode(code) ? code : undefined;
  const shownKey = key ?? (general === undefined ? undefined : apiErrorKey(general));
  return {
    error: code,
    message: message ?? API_ERROR_MESSAGES[general ?? 'bad_request'],
    ...(shownKey === undefined ? {} : { key: shownKey }),
    ...(fields !== undefined && Object.keys(fields).length > 0 ? { fields } : {}),
  };
}
