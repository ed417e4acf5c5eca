import type { FastifyInstance } from 'fastify';
import { buildApp } from '../app.js';
import { testConfig } from '../test/config.js';
import { describeEachDatabase } from '../test/databases.js';

interface JsonSchema {
  required?: string[];
  properties?: Record<string, unknown>;
}

describeEachDatabase('the api description', (database) => {
  let app: FastifyInstance;

  beforeAll(async () => {
    app = await buildApp(testConfig(), { database: database.db });
  });

  afterAll(() => app.close());

  it('is served as OpenAPI JSON and lists the api routes', async () => {
    const response = await app.inject({ method: 'GET', url: '/api/docs/json' });
    expect(response.statusCode).toBe(200);
    const document = response.json() as { openapi: string; paths: Record<string, unknown> };
    expect(document.openapi).toMatch(/^3\./);
    expect(Object.keys(document.paths)).toEqual(expect.arrayContaining(['/api/health', '/api/site', '/api/site/remotes']));
  });

  it('declares the one error body for every error answer of every route', async () => {
    const document = (await app.inject({ method: 'GET', url: '/api/docs/json' })).json<{
      paths: Record<string, Record<string, { responses?: Record<string, { content?: Record<string, { schema?: JsonSchema }> }> }>>;
    }>();
    const routes = Object.entries(document.paths).flatMap(([path, methods]) => Object.entries(methods).map(([method, operation]) => ({ path, method, operation })));
    expect(routes.length).toBeGreaterThan(30);
    for (const { path, method, operation } of routes) {
      const responses = operation.responses ?? {};
      const errorStatuses = Object.keys(responses).filter((status) => /^[45]/.test(status));
      expect({ path, method, statuses: errorStatuses }).toEqual({ path, method, statuses: expect.arrayContaining(['4XX', '5XX']) });
      for (const status of errorStatuses) {
        // A route that produces a file lists its error bodies under that type, as swagger does every answer of it.
        const [schema] = Object.values(responses[status]?.content ?? {}).map((content) => content.schema);
        expect({ path, method, status, required: schema?.required, properties: Object.keys(schema?.properties ?? {}) }).toEqual({
          path,
          method,
          status,
          required: expect.arrayContaining(['error', 'message']),
          properties: expect.arrayContaining(['error', 'message', 'key', 'fields']),
        });
      }
    }
  });

  it('is browsable at /api/docs', async () => {
    const response = await app.inject({ method: 'GET', url: '/api/docs/' });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toContain('text/html');
  });
});
