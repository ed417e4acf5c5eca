import { STATUS_CODES } from 'node:http';
import type { FastifyError, FastifyReply, FastifyRequest } from 'fastify';
import { z } from 'zod';
import { isDatabaseUnavailable, RETRY_AFTER_SECONDS } from '../db/unavailable.js';
import type { ResponseCache } from './responseCache.js';

/** The body of every error the api answers, as a schema routes name in their responses. */
export const errorBodySchema = z.object({ error: z.string(), message: z.string() });

export type ErrorBody = z.infer<typeof errorBodySchema>;

/** The answers an error handler may give again while the database is away (see ResponseCache.staleAnswer). */
export interface StaleAnswers {
  cache: Pick<ResponseCache, 'staleAnswer'>;
  maxStaleMs: number;
}

/**
 * Client mistakes (bad JSON, failed validation, wrong content type) answer their 4xx with the
 * reason; a database that cannot be reached answers the last answer kept for the address, marked
 * stale (issue 21: the lists and the search go on through an outage), else 503 with Retry-After
 * (an outage, not a bug: clients and the forms try again); anything else is logged in full and
 * answers a 500 that reveals nothing of the inside.
 */
export function errorHandlerWith(stale?: StaleAnswers) {
  return (error: FastifyError, request: FastifyRequest, reply: FastifyReply): FastifyReply => handleError(error, request, reply, stale);
}

export const errorHandler = errorHandlerWith();

function handleError(error: FastifyError, request: FastifyRequest, reply: FastifyReply, stale: StaleAnswers | undefined): FastifyReply {
  const status = error.validation ? 400 : (error.statusCode ?? 500);
  if (status >= 400 && status < 500) {
    return reply.code(status).send(errorBody(status, error.message));
  }
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
      .send(errorBody(503, 'The site cannot reach its data for a moment. Please try again shortly.'));
  }
  request.log.error({ err: error }, 'request failed');
  const serverStatus = status >= 500 && status < 600 ? status : 500;
  return reply
    .code(serverStatus)
    .send(errorBody(serverStatus, 'Something went wrong on our side. Please try again in a moment.'));
}

export function sendNotFound(request: FastifyRequest, reply: FastifyReply): FastifyReply {
  const path = request.url.split('?')[0];
  return reply.code(404).send(errorBody(404, `Nothing is served at ${request.method} ${path}.`));
}

function errorBody(status: number, message: string): ErrorBody {
  return { error: snakeCase(STATUS_CODES[status] ?? 'error'), message };
}

function snakeCase(text: string): string {
  return text.toLowerCase().replace(/[^a-z0-9]+/g, '_');
}
