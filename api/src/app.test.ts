import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { buildApp } from './app.js';
import { describeEachDatabase } from './test/databases.js';
import { testConfig } from './test/config.js';

describeEachDatabase('buildApp', (database) => {
  let app: FastifyInstance;
  let logLines: Record<string, unknown>[] = [];

  beforeAll(async () => {
    app = await buildApp(testConfig({ LOG_LEVEL: 'info' }), {
      database: database.db,
      logStream: { write: (line) => logLines.push(JSON.parse(line) as Record<string, unknown>) },
    });
    // Routes that exist only here, to reach the error handling through the real app.
    app.post(
      '/api/test/echo',
      { schema: { body: z.object({ name: z.string() }) } },
      async (request) => request.body,
    );
    app.get('/api/test/broken', async () => {
      throw new Error('connection string postgres://secret@db leaked?');
    });
  });

  beforeEach(() => {
    logLines = [];
  });

  afterAll(() => app.close());

  it('answers an unknown api route with a JSON 404', async () => {
    const response = await app.inject({ method: 'GET', url: '/api/nothing-here?x=1', headers: { accept: 'text/html' } });
    expect(response.statusCode).toBe(404);
    expect(response.headers['content-type']).toMatch(/^application\/json/);
    expect(response.json()).toEqual({ error: 'not_found', message: 'Nothing is served at GET /api/nothing-here.' });
  });

  it('answers a method a route does not take with a JSON 404', async () => {
    const response = await app.inject({ method: 'DELETE', url: '/api/site' });
    expect(response.statusCode).toBe(404);
    expect(response.json()).toMatchObject({ error: 'not_found' });
  });

  it('answers invalid input with a 400 that says why', async () => {
    const response = await app.inject({ method: 'POST', url: '/api/test/echo', payload: { nom: 'Dupont' } });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ error: 'bad_request', message: 'body/name Invalid input: expected string, received undefined' });
  });

  it('answers a body that is not JSON with a 400', async () => {
    const response = await app.inject({
      method: 'POST',
      url: '/api/test/echo',
      headers: { 'content-type': 'application/json' },
      payload: '{"name": ',
    });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ error: 'bad_request' });
  });

  it('answers an unexpected failure with a 500 that reveals nothing, and logs it in full', async () => {
    const response = await app.inject({ method: 'GET', url: '/api/test/broken' });
    expect(response.statusCode).toBe(500);
    expect(response.json()).toEqual({
      error: 'internal_server_error',
      message: 'Something went wrong on our side. Please try again in a moment.',
    });
    expect(response.body).not.toContain('secret');
    expect(logLines.find((line) => line.msg === 'request failed')).toMatchObject({
      level: 50,
      err: { message: 'connection string postgres://secret@db leaked?' },
    });
  });

  it('logs one JSON line per request, with no credentials in it', async () => {
    await app.inject({
      method: 'GET',
      url: '/api/health',
      headers: { authorization: 'Bearer very-secret-token', cookie: 'session=very-secret-cookie' },
    });
    expect(logLines).toHaveLength(1);
    expect(logLines[0]).toMatchObject({
      msg: 'request completed',
      req: { method: 'GET', url: '/api/health' },
      res: { statusCode: 200 },
    });
    expect(JSON.stringify(logLines)).not.toMatch(/very-secret/);
  });
});
