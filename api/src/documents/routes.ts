import type { FastifyPluginAsync } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { AGENCY_FOUNDED, slugify } from 'shared-kernel';
import { z } from 'zod';
import { errorBodySchema } from '../http/errors.js';
import { demoDocumentName } from './demoDocuments.js';
import { singlePagePdf } from './pdf.js';

const binary = z.instanceof(Buffer).meta({ type: 'string', format: 'binary' });

/**
 * The PDFs behind the catalogue's document links (`/api/documents/{id}`). The demo agency's are
 * made on request: a page with the document's name in French and Dutch, Brussels' two languages.
 */
export const documentRoutes: FastifyPluginAsync = async (app) => {
  app.withTypeProvider<ZodTypeProvider>().get(
    '/api/documents/:id',
    {
      schema: {
        tags: ['documents'],
        summary: 'A document of a property or project, as a PDF',
        params: z.object({
          id: z
            .string()
            .regex(/^[1-9][0-9]{0,8}$/, 'must be a whole number from 1')
            .transform(Number)
            .describe('The document id of the catalogue'),
        }),
        response: {
          200: { description: 'The document', content: { 'application/pdf': { schema: binary } } },
          400: errorBodySchema.describe('The id is not a document id'),
        },
      },
    },
    async (request, reply) => {
      const { id } = request.params;
      const name = demoDocumentName(id);
      const pdf = singlePagePdf(name.fr, [
        { text: name.fr, size: 22, bold: true },
        { text: name.nl, size: 16, spaceBefore: 24 },
        { text: `Document n° ${id} · Document nr. ${id}`, size: 11, spaceBefore: 36 },
        {
          text: `Document de démonstration de l'agence, active à Bruxelles depuis ${AGENCY_FOUNDED} : il ne décrit aucun bien réel.`,
          size: 11,
          spaceBefore: 24,
        },
        { text: `Demonstratiedocument van het kantoor, actief in Brussel sinds ${AGENCY_FOUNDED}: het beschrijft geen echt pand.`, size: 11 },
      ]);
      return reply
        .type('application/pdf')
        .header('content-disposition', `inline; filename="${slugify(name.fr)}-${id}.pdf"`)
        .header('cache-control', 'public, max-age=86400')
        .send(pdf);
    },
  );
};
