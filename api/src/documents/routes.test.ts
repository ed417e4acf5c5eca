import type { FastifyInstance } from 'fastify';
import { demoAgency } from 'demo-agency';
import { pluginTestApp } from '../images/testApp.js';
import type { DocumentSource } from '../seeding/sources.js';
import { documentRoutes } from './routes.js';

describe('GET /api/documents/:id', () => {
  describe("the demo agency's documents", () => {
    let app: FastifyInstance;

    beforeAll(async () => {
      ({ app } = await pluginTestApp(documentRoutes, { source: demoAgency.documents }));
    });

    afterAll(() => app.close());

    it('answers a PDF shown in the browser, named after the document', async () => {
      const response = await app.inject({ method: 'GET', url: '/api/documents/1' });
      expect(response.statusCode).toBe(200);
      expect(response.headers['content-type']).toBe('application/pdf');
      expect(response.headers['content-disposition']).toBe('inline; filename="certificat-peb-1.pdf"');
      expect(response.headers['cache-control']).toBe('public, max-age=86400');
      expect(response.rawPayload.subarray(0, 5).toString('latin1')).toBe('%PDF-');
    });

    it('gives the same bytes for the same document', async () => {
      const [first, second] = await Promise.all([1, 2].map(() => app.inject({ method: 'GET', url: '/api/documents/12' })));
      expect(first?.rawPayload).toEqual(second?.rawPayload);
      expect(first?.headers['content-disposition']).toBe('inline; filename="controle-de-l-installation-electrique-12.pdf"');
    });

    it.each(['0', '-1', 'abc', '1.5', '01', '1234567890', '..%2F1'])('answers the id %p with a 400', async (id) => {
      const response = await app.inject({ method: 'GET', url: `/api/documents/${id}` });
      expect(response.statusCode).toBe(400);
      expect(response.json()).toMatchObject({ error: 'validation_failed', key: 'apiErrors.validationFailed', message: 'params/id must be a whole number from 1' });
    });
  });

  describe('what a document source answers', () => {
    const documents: Record<number, Awaited<ReturnType<DocumentSource['document']>>> = {
      5: { body: Buffer.from('plan'), fileName: 'plan – élévation-5.png', mimeType: 'image/png' },
      6: { location: 'https://files.agence.example/6.pdf' },
    };
    let app: FastifyInstance;

    beforeAll(async () => {
      ({ app } = await pluginTestApp(documentRoutes, { source: { document: async (id) => documents[id] ?? null } }));
    });

    afterAll(() => app.close());

    it('sends its file with its type, under a name any browser reads', async () => {
      const response = await app.inject({ method: 'GET', url: '/api/documents/5' });
      expect(response.statusCode).toBe(200);
      expect(response.headers['content-type']).toBe('image/png');
      expect(response.headers['content-disposition']).toBe(`inline; filename="plan ? élévation-5.png"; filename*=UTF-8''plan%20%E2%80%93%20%C3%A9l%C3%A9vation-5.png`);
      expect(response.body).toBe('plan');
    });

    it('sends the browser where the document lives', async () => {
      const response = await app.inject({ method: 'GET', url: '/api/documents/6' });
      expect(response.statusCode).toBe(302);
      expect(response.headers.location).toBe('https://files.agence.example/6.pdf');
    });

    it('answers an id it does not know with a 404', async () => {
      const response = await app.inject({ method: 'GET', url: '/api/documents/7' });
      expect(response.statusCode).toBe(404);
      expect(response.json()).toEqual({ error: 'not_found', key: 'apiErrors.notFound', message: 'No document has the id 7.' });
    });
  });
});
