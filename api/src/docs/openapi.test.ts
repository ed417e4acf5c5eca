import type { FastifyInstance } from 'fastify';
import { buildApp } from '../app.js';
import { testConfig } from '../test/config.js';
import { describeEachDatabase } from '../test/databases.js';

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

  it('is browsable at /api/docs', async () => {
    const response = await app.inject({ method: 'GET', url: '/api/docs/' });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toContain('text/html');
  });
});
