/** Socket errors of a database server that went away, or that the network cannot reach. */
const NETWORK_CODES = new Set(['ECONNREFUSED', 'ECONNRESET', 'ETIMEDOUT', 'EPIPE', 'ENOTFOUND', 'EHOSTUNREACH', 'ENETUNREACH', 'EAI_AGAIN']);

/**
 * SQLSTATEs of a server that is there but will not serve now: class 08 (connection exception),
 * 57P01-57P03 (shutting down, crashed, starting up) and 53300 (too many connections).
 */
const UNAVAILABLE_STATES = /^(08...|57P0[123]|53300)$/;

/** What node-postgres says when its connection breaks or its pool cannot connect in time. */
const POOL_MESSAGES = /Connection terminated|timeout exceeded when trying to connect|Client has encountered a connection error|Connection ended unexpectedly/i;

/**
 * Whether a failure means "the database cannot be reached right now" (an outage the site rides
 * out: stale pages, 503 with Retry-After) rather than a bug (a 500 worth logging in full).
 */
export function isDatabaseUnavailable(error: unknown): boolean {
  // Read by shape, not `instanceof`: the socket errors come from Node's own realm.
  if (typeof error !== 'object' || error === null) return false;
  const { code, message, errors, cause } = error as { code?: unknown; message?: unknown; errors?: unknown; cause?: unknown };
  if (typeof code === 'string' && (NETWORK_CODES.has(code) || UNAVAILABLE_STATES.test(code))) return true;
  if (typeof message === 'string' && POOL_MESSAGES.test(message)) return true;
  // AggregateError (several addresses refused) and wrapped errors carry the cause inside.
  if (Array.isArray(errors) && errors.some(isDatabaseUnavailable)) return true;
  return cause !== undefined && cause !== error && isDatabaseUnavailable(cause);
}

/** How long a client is asked to wait before trying again during an outage. */
export const RETRY_AFTER_SECONDS = 10;
