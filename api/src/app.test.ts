import type { FastifyInstance } from 'fastify';
import { apiErrorSchema } from 'shared-kernel';
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
    app.post('/api/test/small', { bodyLimit: 64, schema: { body: z.object({ name: z.string() }) } }, async (request) => request.body);
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
    expect(response.json()).toEqual({ error: 'not_found', message: 'Nothing is served at GET /api/nothing-here.', key: 'apiErrors.notFound' });
  });

  it('answers a method a route does not take with a JSON 404', async () => {
    const response = await app.inject({ method: 'DELETE', url: '/api/site' });
    expect(response.statusCode).toBe(404);
    expect(response.json()).toMatchObject({ error: 'not_found' });
  });

  it('answers invalid input with a 400 that says why', async () => {
    const response = await app.inject({ method: 'POST', url: '/api/test/echo', payload: { nom: 'Dupont' } });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({
      error: 'validation_failed',
      message: 'body/name Invalid input: expected string, received undefined',
      key: 'apiErrors.validationFailed',
      fields: { name: 'apiErrors.invalidField' },
    });
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
      error: 'internal_error',
      message: 'Something went wrong on our side. Please try again in a moment.',
      key: 'apiErrors.internalError',
    });
    expect(response.body).not.toContain('secret');
    expect(logLines.find((line) => line.msg === 'request failed')).toMatchObject({
      level: 50,
      err: { message: 'connection string postgres://secret@db leaked?' },
    });
  });

  it('answers every kind of failure in the one error body, with its general code and key', async () => {
    const origin = { origin: 'https://elsewhere.example' };
    const failures = [
      { status: 400, error: 'validation_failed', request: { method: 'POST', url: '/api/test/echo', payload: { nom: 'Dupont' } } },
      { status: 400, error: 'bad_request', request: { method: 'POST', url: '/api/test/echo', headers: { 'content-type': 'application/json' }, payload: '{' } },
      { status: 400, error: 'validation_failed', request: { method: 'GET', url: '/api/properties?pageSize=many' } },
      { status: 401, error: 'unauthorized', request: { method: 'GET', url: '/api/auth/session' } },
      { status: 403, error: 'forbidden', request: { method: 'POST', url: '/api/auth/logout', headers: origin } },
      { status: 404, error: 'not_found', request: { method: 'GET', url: '/api/nothing-here' } },
      { status: 404, error: 'not_found', request: { method: 'GET', url: '/api/properties/999999' } },
      { status: 413, error: 'payload_too_large', request: { method: 'POST', url: '/api/test/small', payload: { name: 'x'.repeat(100) } } },
      { status: 415, error: 'unsupported_media_type', request: { method: 'POST', url: '/api/test/echo', headers: { 'content-type': 'text/xml' }, payload: '<name/>' } },
      { status: 500, error: 'internal_error', request: { method: 'GET', url: '/api/test/broken' } },
    ] as const;
    for (const { status, error, request } of failures) {
      const response = await app.inject(request);
      expect({ url: request.url, status: response.statusCode }).toEqual({ url: request.url, status });
      const body = apiErrorSchema.strict().parse(response.json());
      expect(body).toMatchObject({ error, key: expect.stringMatching(/^apiErrors\.\w+$/) });
    }
  });

  it('answers the rate limit of every limited route in the one error body', async () => {
    const post = () => app.inject({ method: 'POST', url: '/api/forms/contact', payload: {} });
    let response = await post();
    for (let attempt = 0; response.statusCode !== 429 && attempt < 40; attempt += 1) response = await post();
    expect(response.statusCode).toBe(429);
    expect(apiErrorSchema.strict().parse(response.json())).toEqual({
      error: 'too_many_requests',
      message: expect.any(String),
      key: 'apiErrors.tooManyRequests',
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

  it('logs no secret a link carries in its address', async () => {
    await app.inject({ method: 'GET', url: '/api/forms/subscriptions/confirm?token=very-secret-subscription' });
    await app.inject({ method: 'GET', url: '/api/visits/bookings/very-secret-booking-token-123' });
    expect(logLines.map((line) => (line.req as { url: string }).url)).toEqual([
      '/api/forms/subscriptions/confirm?token=[redacted]',
      '/api/visits/bookings/[redacted]',
    ]);
  });
});
