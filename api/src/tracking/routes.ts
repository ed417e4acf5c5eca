import type { FastifyPluginAsync } from 'fastify';
import fp from 'fastify-plugin';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { isbot } from 'isbot';
import { z } from 'zod';
import { recordId } from '../catalogue/feedSchema.js';
import { errorBody, errorBodySchema } from '../http/errors.js';
import { countPropertyView } from './viewCounter.js';

const viewSchema = z.object({ propertyId: recordId });

/** The property detail page's beacon (spec §2 "owner portal": visits on the site). */
const tracking: FastifyPluginAsync = async (app) => {
  const { db } = app;
  const api = app.withTypeProvider<ZodTypeProvider>();
  api.post(
    '/api/track/property-view',
    {
      bodyLimit: 1024,
      schema: {
        tags: ['statistics'],
        summary: 'Count a view of a property',
        description:
          'JSON, or the same JSON as text/plain (what navigator.sendBeacon sends for a string). No cookie is read or set; ' +
          'known bots are not counted, and a visitor counts once per property and day.',
        body: viewSchema,
        response: { 204: z.null().describe('Counted, or deliberately not'), 400: errorBodySchema, 404: errorBodySchema },
      },
      preValidation: async (request) => {
        if (typeof request.body !== 'string') return;
        try {
          request.body = JSON.parse(request.body) as unknown as z.infer<typeof viewSchema>;
        } catch {
          throw Object.assign(new Error('The body must be JSON such as {"propertyId": 123}.'), { statusCode: 400 });
        }
      },
    },
    async (request, reply) => {
      const userAgent = request.headers['user-agent'] ?? '';
      // No browser sends an empty User-Agent: a script does, and scripts are not visitors.
      if (userAgent === '' || isbot(userAgent)) return reply.code(204).send(null);
      const result = await countPropertyView(db, { propertyId: request.body.propertyId, clientAddress: request.ip, userAgent });
      if (result === 'unknown') return reply.code(404).send(errorBody('not_found', 'No property has this id.'));
      return reply.code(204).send(null);
    },
  );
};

export const trackingRoutes = fp(tracking, {
  name: 'tracking-routes',
  fastify: '5.x',
  encapsulate: true,
  dependencies: ['db'],
  decorators: { fastify: ['db'] },
});
