import type { FastifyReply, FastifyRequest, onRequestHookHandler } from 'fastify';
import { errorBody } from '../http/errors.js';

const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);

/**
 * ASVS V4.2.2 / V13.2.3: a state-changing request must come from the site's own pages. Browsers
 * send Origin on every POST; a request without it (or with another site's) is refused, which
 * stops cross-site forms beyond what SameSite already does.
 */
export function sameOriginOnly(publicOrigin: string | undefined): onRequestHookHandler {
  return async (request: FastifyRequest, reply: FastifyReply) => {
    if (SAFE_METHODS.has(request.method)) return;
    const expected = publicOrigin ?? `${request.protocol}://${request.host}`;
    if (request.headers.origin !== expected) {
      await reply.code(403).send(errorBody('forbidden', 'This request must come from the site itself.'));
    }
  };
}
