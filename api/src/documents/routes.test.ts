import type { FastifyInstance } from 'fastify';
import { pluginTestApp } from '../images/testApp.js';
import { winAnsiHex } from './pdf.js';
import { documentRoutes } from './routes.js';

describe('GET /api/documents/:id', () => {
  let app: FastifyInstance;

  beforeAll(async () => {
    ({ app } = await pluginTestApp(documentRoutes, {}));
  });

  afterAll(() => app.close());

  it('answers a PDF shown in the browser, named after the document', async () => {
    const response = await app.inject({ method: 'GET', url: '/api/documents/1' });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('application/pdf');
    expect(response.headers['content-disposition']).toBe('inline; filename="certificat-peb-1.pdf"');
    const pdf = response.rawPayload.toString('latin1');
    expect(pdf.startsWith('%PDF-1.4')).toBe(true);
    expect(pdf).toContain(`<${winAnsiHex('Certificat PEB')}> Tj`);
    expect(pdf).toContain(`<${winAnsiHex('EPB-certificaat')}> Tj`);
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
