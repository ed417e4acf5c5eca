import type { FastifyError, FastifyReply, FastifyRequest } from 'fastify';
import { apiErrorBody as errorBody, apiErrorCodeOf, apiErrorSchema, INVALID_FIELD_KEY, type ApiErrorBody } from 'shared-kernel';
import { isDatabaseUnavailable, RETRY_AFTER_SECONDS } from '../db/unavailable.js';
import type { ResponseCache } from './responseCache.js';

/** The body of every 4xx and 5xx the api answers (the kernel's, which the front ends read), as a schema routes name in their responses. */
export const errorBodySchema = apiErrorSchema;

export type ErrorBody = ApiErrorBody;

export { apiErrorBody as errorBody } from 'shared-kernel';

/** An error a route or a plugin throws to answer with `status` and this body (the rate limit's, a guard's). */
export class ApiError extends Error {
  readonly body: ErrorBody;

  constructor(
    readonly statusCode: number,
    code: string,
    message?: string,
    options: { key?: string; fields?: Record<string, string> } = {},
  ) {
    const body = errorBody(code, message, options);
    super(body.message);
    this.body = body;
  }
}

/** The rate-limit plugin's answer, whichever routes it guards: the handler below sends it. */
export function tooManyRequests(): ApiError {
  return new ApiError(429, 'too_many_requests');
}

/** The answers an error handler may give again while the database is away (see ResponseCache.staleAnswer). */
export interface StaleAnswers {
  cache: Pick<ResponseCache, 'staleAnswer'>;
  maxStaleMs: number;
}

/**
 * Client mistakes (bad JSON, failed validation, wrong content type, too large a body) answer their
 * 4xx with the reason; a database that cannot be reached answers the last answer kept for the
 * address, marked stale (so the lists and the search go on through an outage), else 503
 * with Retry-After (an outage, not a bug: clients and the forms try again); anything else is
 * logged in full and answers a 500 that reveals nothing of the inside. Every one of them in the
 * one error body.
 */
export function errorHandlerWith(stale?: StaleAnswers) {
  return (error: FastifyError, request: FastifyRequest, reply: FastifyReply): FastifyReply => handleError(error, request, reply, stale);
}

export const errorHandler = errorHandlerWith();

function handleError(error: FastifyError, request: FastifyRequest, reply: FastifyReply, stale: StaleAnswers | undefined): FastifyReply {
  if (error instanceof ApiError) return reply.code(error.statusCode).send(error.body);
  if (error.validation) {
    const fields = Object.fromEntries(
      error.validation.map((issue) => [issue.instancePath.replace(/^\//, '').replaceAll('/', '.') || (error.validationContext ?? 'body'), INVALID_FIELD_KEY]),
    );
    return reply.code(400).send(errorBody('validation_failed', error.message, { fields }));
  }
  const status = error.statusCode ?? 500;
  if (status >= 400 && status < 500) return reply.code(status).send(errorBody(apiErrorCodeOf(status), error.message));
  if (isDatabaseUnavailable(error)) {
    const kept = request.method === 'GET' ? stale?.cache.staleAnswer(request.url, stale.maxStaleMs) : undefined;
    if (kept) {
      request.log.warn({ err: { message: error.message, code: error.code }, ageSeconds: kept.ageSeconds }, 'the database cannot be reached: a stale answer');
      for (let index = 0; index < kept.headers.length; index += 2) reply.header(String(kept.headers[index]), kept.headers[index + 1]);
      return reply
        .code(kept.statusCode)
        .header('age', String(kept.ageSeconds))
        .header('warning', '110 - "Response is Stale"')
        .send(kept.body);
    }
    request.log.warn({ err: { message: error.message, code: error.code } }, 'request refused: the database cannot be reached');
    return reply
      .code(503)
      .header('retry-after', String(RETRY_AFTER_SECONDS))
      .header('cache-control', 'no-store')
      .send(errorBody('service_unavailable'));
  }
  request.log.error({ err: error }, 'request failed');
  const serverStatus = status >= 500 && status < 600 ? status : 500;
  return reply.code(serverStatus).send(errorBody(apiErrorCodeOf(serverStatus)));
}

export function sendNotFound(request: FastifyRequest, reply: FastifyReply): FastifyReply {
  const path = request.url.split('?')[0];
  return reply.code(404).send(errorBody('not_found', `Nothing is served at ${request.method} ${path}.`));
}
