import { mkdir, mkdtemp, readFile, rm, stat, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { demoAgency } from 'demo-agency';
import sharp from 'sharp';
import { imageRoutes } from './routes.js';
import { pluginTestApp, type LogLine } from './testApp.js';

const WEBP = { accept: 'image/avif,image/webp,image/apng,*/*;q=0.8' };
const JPEG = { accept: 'image/png,image/*;q=0.8' };

describe('GET /api/images/:id', () => {
  let dataDir: string;
  let app: FastifyInstance;
  let logLines: LogLine[];

  beforeAll(async () => {
    dataDir = await mkdtemp(path.join(tmpdir(), 'api-images-'));
    ({ app, logLines } = await pluginTestApp(imageRoutes, { dataDir, drawings: demoAgency.images }));
  });

  afterAll(async () => {
    await app.close();
    await rm(dataDir, { recursive: true, force: true });
  });

  const get = (url: string, headers: Record<string, string> = WEBP) => app.inject({ method: 'GET', url, headers });
  const made = (id: string, message = 'image variant made') =>
    logLines.filter((line) => line.msg === message && line.image === id).length;

  describe('widths (spec §7)', () => {
    it.each([
      ['100', 100],
      ['500', 400],
      ['750', 600],
      ['1050', 1360],
      ['1600', 1600],
    ])('w=%s answers an image %i px wide, in the master’s 3:2', async (w, width) => {
      const response = await get(`/api/images/property-41-1?w=${w}`);
      expect(response.statusCode).toBe(200);
      const metadata = await sharp(response.rawPayload).metadata();
      expect(metadata.width).toBe(width);
      expect(metadata.height).toBe(Math.round((width * 1067) / 1600));
    });

    it('answers the master’s width when no width is asked for', async () => {
      const response = await get('/api/images/property-41-2');
      expect((await sharp(response.rawPayload).metadata()).width).toBe(1600);
    });

    it.each(['300', '1601', 'abc', '', '1600px'])('answers w=%p with a 400 that lists the widths', async (w) => {
      const response = await get(`/api/images/property-41-1?w=${w}`);
      expect(response.statusCode).toBe(400);
      expect(response.json()).toMatchObject({ error: 'validation_failed', key: 'apiErrors.validationFailed', message: 'querystring/w must be one of 100, 500, 750, 1050, 1600' });
    });
  });

  describe('format', () => {
    it('answers WebP when Accept includes image/webp', async () => {
      const response = await get('/api/images/property-42-1?w=500', WEBP);
      expect(response.headers['content-type']).toBe('image/webp');
      expect((await sharp(response.rawPayload).metadata()).format).toBe('webp');
      expect(response.headers.vary).toBe('accept');
    });

    it('answers JPEG otherwise', async () => {
      for (const headers of [JPEG, {}]) {
        const response = await get('/api/images/property-42-1?w=500', headers);
        expect(response.headers['content-type']).toBe('image/jpeg');
        expect((await sharp(response.rawPayload).metadata()).format).toBe('jpeg');
        expect(response.headers.vary).toBe('accept');
      }
    });
  });

  describe('caching', () => {
    it('gives a strong ETag and a year of immutable caching', async () => {
      const response = await get('/api/images/property-43-1?w=100');
      expect(response.headers.etag).toMatch(/^"[A-Za-z0-9_-]{27}"$/);
      expect(response.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    });

    it('gives each width and format its own ETag', async () => {
      const etags = await Promise.all([
        get('/api/images/property-43-1?w=100', WEBP),
        get('/api/images/property-43-1?w=100', JPEG),
        get('/api/images/property-43-1?w=500', WEBP),
        get('/api/images/property-43-2?w=100', WEBP),
      ]).then((responses) => responses.map((response) => response.headers.etag));
      expect(new Set(etags).size).toBe(4);
    });

    it('answers 304 without a body to a matching If-None-Match, among others or weak', async () => {
      const { etag } = (await get('/api/images/property-43-1?w=100')).headers;
      for (const ifNoneMatch of [String(etag), `"other", ${String(etag)}`, `W/${String(etag)}`, '*']) {
        const response = await get('/api/images/property-43-1?w=100', { ...WEBP, 'if-none-match': ifNoneMatch });
        expect(response.statusCode).toBe(304);
        expect(response.rawPayload.length).toBe(0);
        expect(response.headers.etag).toBe(etag);
        expect(response.headers['cache-control']).toBe('public, max-age=31536000, immutable');
        expect(response.headers.vary).toBe('accept');
      }
    });

    it('answers in full when If-None-Match names another version', async () => {
      const response = await get('/api/images/property-43-1?w=100', { ...WEBP, 'if-none-match': '"stale"' });
      expect(response.statusCode).toBe(200);
      expect(response.rawPayload.length).toBeGreaterThan(0);
    });

    it('keeps each variant on disk and answers the next request from that file', async () => {
      const first = await get('/api/images/property-44-1?w=750');
      const file = path.join(dataDir, 'images', 'cache', 'property-44-1-750.webp');
      const written = await stat(file);
      expect(await readFile(file)).toEqual(first.rawPayload);
      expect(await stat(path.join(dataDir, 'images', 'masters', 'property-44-1.jpg'))).toBeTruthy();

      const second = await get('/api/images/property-44-1?w=750');
      expect(second.rawPayload).toEqual(first.rawPayload);
      expect(made('property-44-1')).toBe(1);
      expect((await stat(file)).mtimeMs).toBe(written.mtimeMs);
    });

    it('makes a variant and its master once for simultaneous first requests', async () => {
      const responses = await Promise.all(Array.from({ length: 6 }, () => get('/api/images/property-45-3?w=1050')));
      expect(responses.map((response) => response.statusCode)).toEqual([200, 200, 200, 200, 200, 200]);
      for (const response of responses) expect(response.rawPayload).toEqual(responses[0]?.rawPayload);
      expect(made('property-45-3')).toBe(1);
      expect(made('property-45-3', 'image master drawn')).toBe(1);
    });

    it('draws a master once for simultaneous first requests of different widths', async () => {
      await Promise.all(['100', '500', '750', '1050', '1600'].map((w) => get(`/api/images/property-46-2?w=${w}`)));
      expect(made('property-46-2')).toBe(5);
      expect(made('property-46-2', 'image master drawn')).toBe(1);
    });
  });

  describe('drawings', () => {
    it.each(['property-7-1', 'property-7-4', 'project-3-1', 'project-3-2', 'article-12', 'article-our-values', 'team-2', 'banner-1', 'logo'])(
      'draws %s',
      async (id) => {
        const response = await get(`/api/images/${id}?w=100`);
        expect(response.statusCode).toBe(200);
        expect((await sharp(response.rawPayload).metadata()).width).toBe(100);
      },
    );

    it('draws the same bytes for the same id, in another data directory too', async () => {
      const otherDir = await mkdtemp(path.join(tmpdir(), 'api-images-'));
      const other = await pluginTestApp(imageRoutes, { dataDir: otherDir, drawings: demoAgency.images });
      try {
        for (const url of ['/api/images/property-47-1?w=500', '/api/images/property-47-2?w=1600']) {
          const here = await get(url);
          const there = await other.app.inject({ method: 'GET', url, headers: WEBP });
          expect(there.rawPayload).toEqual(here.rawPayload);
        }
      } finally {
        await other.app.close();
        await rm(otherDir, { recursive: true, force: true });
      }
    });

    it('draws different pictures for different ids', async () => {
      const ids = ['property-48-1', 'property-49-1', 'property-48-2', 'property-48-3', 'project-48-1', 'team-1', 'team-2'];
      const pixels = await Promise.all(
        ids.map(async (id) => {
          const response = await get(`/api/images/${id}?w=100`);
          return sharp(response.rawPayload).removeAlpha().raw().toBuffer();
        }),
      );
      for (let a = 0; a < pixels.length; a += 1) {
        for (let b = a + 1; b < pixels.length; b += 1) {
          expect(meanDifference(pixels[a], pixels[b])).toBeGreaterThan(8);
        }
      }
    });
  });

  describe('uploaded originals', () => {
    beforeAll(async () => {
      const originals = path.join(dataDir, 'images', 'originals');
      await mkdir(originals, { recursive: true });
      const red = sharp({ create: { width: 2000, height: 1000, channels: 3, background: '#d01010' } });
      await writeFile(path.join(originals, 'property-50-1.jpg'), await red.clone().jpeg().toBuffer());
      await writeFile(path.join(originals, 'feed-photo-9.png'), await red.clone().png().toBuffer());
    });

    it('takes an uploaded photo over the drawing for the same id', async () => {
      const response = await get('/api/images/property-50-1?w=500');
      expect(response.statusCode).toBe(200);
      const { dominant } = await sharp(response.rawPayload).stats();
      expect(dominant.r).toBeGreaterThan(180);
      expect(dominant.g).toBeLessThan(60);
      expect(made('property-50-1', 'image master drawn')).toBe(0);
    });

    it('serves an upload under any valid id, at its own width for 1600', async () => {
      const original = await get('/api/images/feed-photo-9?w=1600', JPEG);
      expect(await sharp(original.rawPayload).metadata()).toMatchObject({ width: 2000, height: 1000, format: 'jpeg' });
      const small = await get('/api/images/feed-photo-9?w=750');
      expect(await sharp(small.rawPayload).metadata()).toMatchObject({ width: 600, height: 300, format: 'webp' });
    });
  });

  describe('ids', () => {
    it.each(['..%2F..%2Fpglite%2Fpostmaster.pid', '%2E%2E%2Fsecret', 'a..b', 'a%2Fb', '..%5Cwindows', 'Property-1-1', 'a_b', 'x'.repeat(81)])(
      'refuses %s with a 400',
      async (id) => {
        const response = await get(`/api/images/${id}`);
        expect(response.statusCode).toBe(400);
        expect(response.json()).toMatchObject({ error: 'validation_failed', key: 'apiErrors.validationFailed', message: 'params/id must be 1 to 80 lowercase letters, digits and dashes' });
      },
    );

    it.each(['unknown-1', 'property-1', 'property-1-0', 'team-x', 'logo-2'])('answers %s with a 404', async (id) => {
      const response = await get(`/api/images/${id}`);
      expect(response.statusCode).toBe(404);
      expect(response.json()).toMatchObject({ error: 'not_found', key: 'apiErrors.notFound', message: `No image has the id "${id}".` });
      expect(response.headers['cache-control']).toBeUndefined();
    });
  });

  it('is described in the api documentation', async () => {
    const spec = (await app.inject({ method: 'GET', url: '/api/docs/json' })).json<{
      paths: Record<string, { get: { tags: string[]; parameters: { name: string; schema: { enum?: string[] } }[] } }>;
    }>();
    const route = spec.paths['/api/images/{id}']?.get;
    expect(route?.tags).toEqual(['images']);
    expect(route?.parameters.find((parameter) => parameter.name === 'w')?.schema.enum).toEqual(['100', '500', '750', '1050', '1600']);
  });
});

function meanDifference(a: Buffer | undefined, b: Buffer | undefined): number {
  if (a === undefined || b === undefined || a.length !== b.length) throw new Error('Compare images of one size');
  let total = 0;
  for (let index = 0; index < a.length; index += 1) total += Math.abs((a[index] ?? 0) - (b[index] ?? 0));
  return total / a.length;
}
