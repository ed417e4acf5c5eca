import type { FastifyPluginAsync } from 'fastify';
import fp from 'fastify-plugin';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { errorBody, errorBodySchema } from '../http/errors.js';
import type { CrmMediaStore } from './media.js';
import { sweepBrightWebhookRoutes } from './sweepbright/webhook.js';

const HASH = /^[0-9a-f]{64}$/;

/** The CRM's documents, copied into the site's storage: no visitor is sent to an expiring CRM address. */
const mediaRoutes: FastifyPluginAsync<{ media: CrmMediaStore }> = async (app, { media }) => {
  app.withTypeProvider<ZodTypeProvider>().get(
    '/api/crm/media/:hash',
    {
      schema: {
        tags: ['crm'],
        summary: "A document of a CRM's estate, as the site keeps it",
        params: z.object({ hash: z.string().regex(HASH, 'must be a SHA-256 in hex') }),
        response: {
          200: { description: 'The document', content: { 'application/octet-stream': { schema: z.instanceof(Buffer).meta({ type: 'string', format: 'binary' }) } } },
          400: errorBodySchema.describe('Not a document address'),
          404: errorBodySchema.describe('No such document'),
        },
      },
    },
    async (request, reply) => {
      const document = await media.document(request.params.hash);
      if (document === null) return reply.code(404).send(errorBody('not_found', 'No document has this address.'));
      // Named by its content: the same address always serves the same bytes.
      return reply.type(document.mimeType).header('cache-control', 'public, max-age=31536000, immutable').send(document.body);
    },
  );
};

/** The CRM's public routes: its webhook (guarded by its secret) and the documents copied from it; none without a CRM. */
export const crmRoutes = fp(
  async (app) => {
    const { crm } = app;
    if (crm === null) return;
    await app.register(sweepBrightWebhookRoutes, { secret: crm.webhookSecret, onHint: crm.hint });
    await app.register(mediaRoutes, { media: crm.media });
  },
  { name: 'crm-routes', fastify: '5.x', encapsulate: true, dependencies: ['crm', 'guards'], decorators: { fastify: ['crm', 'guardedRoutes'] } },
);
