import { createHash, timingSafeEqual } from 'node:crypto';
import type { FastifyPluginAsync } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { errorBodySchema, sendNotFound } from '../../http/errors.js';
import { guardRoutes } from '../../http/guard.js';
import { sweepBrightWebhookSchema } from './estate.js';

export interface SweepBrightWebhookOptions {
  secret: string;
  /** Records the hint (the inbox) and wakes the worker; the answer waits for the record only. */
  onHint(estateId: string, event: string): Promise<void>;
}

/** The same digest length whatever was sent, so the comparison takes the same time for every guess. */
function sameSecret(given: string, secret: string): boolean {
  const digest = (text: string) => createHash('sha256').update(text).digest();
  return timingSafeEqual(digest(given), digest(secret));
}

/**
 * SweepBright's webhook, `POST /api/crm/sweepbright/webhook/{CRM_WEBHOOK_SECRET}`. SweepBright signs
 * nothing: the secret in the path is the guard, compared in constant time, and a wrong one answers
 * the 404 of an unknown address. The body is only a hint: it is recorded and answered 202 at once;
 * the estate is fetched from SweepBright before anything on the site changes.
 */
export const sweepBrightWebhookRoutes: FastifyPluginAsync<SweepBrightWebhookOptions> = async (app, { secret, onHint }) => {
  guardRoutes(app, 'signed-link', {
    onRequest: async (request, reply) => {
      const { secret: given } = request.params as { secret?: string };
      if (given === undefined || !sameSecret(given, secret)) return sendNotFound(request, reply);
    },
  });

  app.withTypeProvider<ZodTypeProvider>().post(
    '/api/crm/sweepbright/webhook/:secret',
    {
      bodyLimit: 4096,
      schema: {
        tags: ['crm'],
        summary: "SweepBright's webhook: an estate was added, updated or deleted",
        params: z.object({ secret: z.string() }),
        body: sweepBrightWebhookSchema,
        response: {
          202: z.object({ accepted: z.literal(true) }).describe('Recorded: the estate is fetched and applied by the sync worker'),
          400: errorBodySchema.describe('The body is not a SweepBright webhook'),
          404: errorBodySchema.describe('No such address (also for a wrong secret)'),
        },
      },
    },
    async (request, reply) => {
      await onHint(request.body.estate_id, request.body.event);
      return reply.code(202).send({ accepted: true });
    },
  );
};
