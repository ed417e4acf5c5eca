import type { FastifyPluginAsync } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import contentDisposition from 'content-disposition';
import { z } from 'zod';
import { errorBody, errorBodySchema } from '../http/errors.js';
import type { DocumentSource } from '../seeding/sources.js';

const binary = z.instanceof(Buffer).meta({ type: 'string', format: 'binary' });

/**
 * The documents behind the catalogue's document links (`/api/documents/{id}`), from the agency's
 * document source: the demo's PDFs are made on request, a real agency's are those its feed gave.
 */
export const documentRoutes: FastifyPluginAsync<{ source: DocumentSource }> = async (app, { source }) => {
  app.withTypeProvider<ZodTypeProvider>().get(
    '/api/documents/:id',
    {
      schema: {
        tags: ['documents'],
        summary: 'A document of a property or project',
        params: z.object({
          id: z
            .string()
            .regex(/^[1-9][0-9]{0,8}$/, 'must be a whole number from 1')
            .transform(Number)
            .describe('The document id of the catalogue'),
        }),
        response: {
          200: { description: "The document: a PDF, or the type the agency's feed gave", content: { 'application/pdf': { schema: binary } } },
          302: z.void().describe('The document lives at the address of the Location header'),
          400: errorBodySchema.describe('The id is not a document id'),
          404: errorBodySchema.describe('No document has this id'),
        },
      },
    },
    async (request, reply) => {
      const { id } = request.params;
      const document = await source.document(id);
      if (document === null) return reply.code(404).send(errorBody('not_found', `No document has the id ${id}.`));
      if ('location' in document) return reply.redirect(document.location);
      return reply
        .type(document.mimeType)
        .header('content-disposition', contentDisposition(document.fileName, { type: 'inline' }))
        .header('cache-control', 'public, max-age=86400')
        .send(document.body);
    },
  );
};
