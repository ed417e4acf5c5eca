import type { FastifyInstance } from 'fastify';
import { buildApp } from '../app.js';
import { describeEachDatabase } from '../test/databases.js';
import { testConfig } from '../test/config.js';

describeEachDatabase('GET /api/health', (database) => {
  let app: FastifyInstance;

  beforeAll(async () => {
    app = await buildApp(testConfig(), { database: database.db });
  });

  afterAll(() => app.close());

  it('answers ok after asking the database', async () => {
    const response = await app.inject({ method: 'GET', url: '/api/health' });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ status: 'ok', database: database.kind });
    expect(response.headers['cache-control']).toBe('no-store');
  });

  // Runs last: it closes the suite's database.
  describe('when the database does not answer', () => {
    beforeAll(() => database.db.close());

    it('says it is degraded, and why, while it keeps serving', async () => {
      const response = await app.inject({ method: 'GET', url: '/api/health' });
      expect(response.statusCode).toBe(200);
      expect(response.json()).toEqual({
        status: 'degraded',
        database: database.kind,
        reason: 'database_unavailable',
        message: 'The database does not answer: pages held in memory are served, the rest answer 503.',
      });
    });
  });
});
