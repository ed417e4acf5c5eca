import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import type { FastifyInstance } from 'fastify';
import { demoAgency } from 'demo-agency';
import { buildApp } from '../app.js';
import { seedCatalogue } from '../catalogue/seed.js';
import { describeEachDatabase } from '../test/databases.js';
import { testConfig } from '../test/config.js';
import { preferredEncoding } from './encoding.js';

describe('preferredEncoding', () => {
  it.each([
    ['gzip, deflate, br', 'br'],
    ['br;q=0.2, gzip', 'br'],
    ['GZIP', 'gzip'],
    ['gzip, br;q=0', 'gzip'],
    ['br;q=0.0, gzip;q=0', null],
    ['deflate, identity', null],
    ['*', 'br'],
    ['', null],
    [undefined, null],
  ])('answers %p with %p: brotli where accepted at all, else gzip', (header, encoding) => {
    expect(preferredEncoding(header)).toBe(encoding);
  });
});

describeEachDatabase('compressed answers of the api', (database) => {
  let app: FastifyInstance;

  beforeAll(async () => {
    app = await buildApp(testConfig(), { database: database.db });
    await seedCatalogue(database.db, demoAgency.seed, { seed: 5, properties: 40 });
  });

  afterAll(() => app.close());

  const get = (url: string, acceptEncoding?: string) =>
    app.inject({ method: 'GET', url, headers: acceptEncoding ? { 'accept-encoding': acceptEncoding } : {} });

  it('sends JSON brotli-compressed to a browser that accepts it, the same answer once decoded', async () => {
    const plain = await get('/api/properties?lang=nl&page=2');
    const compressed = await get('/api/properties?lang=nl&page=2', 'gzip, deflate, br');
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(compressed.headers['content-encoding']).toBe('br');
    expect(compressed.headers.vary).toMatch(/accept-encoding/i);
    const decoded = brotliDecompressSync(compressed.rawPayload);
    expect(JSON.parse(decoded.toString('utf8'))).toEqual(plain.json());
    expect(compressed.rawPayload.length).toBeLessThan(plain.rawPayload.length / 3);
  });

  it('sends gzip where brotli is not accepted', async () => {
    const response = await get('/api/projects?lang=fr', 'gzip');
    expect(response.headers['content-encoding']).toBe('gzip');
    expect(JSON.parse(gunzipSync(response.rawPayload).toString('utf8'))).toEqual((await get('/api/projects?lang=fr')).json());
  });

  it('compresses an answer once, whether made now or replayed from memory', async () => {
    const origin = await app.listen({ port: 0, host: '127.0.0.1' });
    const answers = [];
    for (let visit = 0; visit < 2; visit += 1) {
      // fetch decodes what the content-encoding header names: a body encoded twice would not parse.
      const response = await fetch(`${origin}/api/properties?lang=de`, { headers: { 'accept-encoding': 'br' } });
      expect(response.headers.get('content-encoding')).toBe('br');
      answers.push(await response.json());
    }
    expect(answers[1]).toEqual(answers[0]);
    expect(answers[0]).toMatchObject({ items: expect.any(Array) });
  });

  it('leaves a short answer as it is', async () => {
    const response = await get('/api/health', 'br');
    expect(response.headers['content-encoding']).toBeUndefined();
    expect(response.json()).toMatchObject({ status: 'ok' });
  });
});
