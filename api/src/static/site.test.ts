import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { buildApp } from '../app.js';
import { testConfig } from '../test/config.js';
import { describeEachDatabase } from '../test/databases.js';
import { IMMUTABLE } from './cacheControl.js';

const HTML = { accept: 'text/html,application/xhtml+xml,*/*;q=0.8' };

async function writeFiles(root: string, files: Record<string, string>): Promise<void> {
  for (const [name, content] of Object.entries(files)) {
    await mkdir(path.dirname(path.join(root, name)), { recursive: true });
    await writeFile(path.join(root, name), content);
  }
}

describeEachDatabase('static site', (database) => {
  let staticRoot: string;
  let app: FastifyInstance;

  beforeEach(async () => {
    staticRoot = await mkdtemp(path.join(tmpdir(), 'api-static-'));
    app = await buildApp(testConfig({ STATIC_ROOT: staticRoot }), { database: database.db });
  });

  afterEach(async () => {
    await app.close();
    await rm(staticRoot, { recursive: true, force: true });
  });

  describe('before any build', () => {
    it('answers pages with a 503 that says to build', async () => {
      for (const [url, headers] of [['/', {}], ['/fr/a-vendre/', HTML]] as const) {
        const response = await app.inject({ method: 'GET', url, headers });
        expect(response.statusCode).toBe(503);
        expect(response.headers['content-type']).toBe('text/plain; charset=utf-8');
        expect(response.body).toContain('npm run build');
      }
    });

    it('still answers the api', async () => {
      const response = await app.inject({ method: 'GET', url: '/api/health' });
      expect(response.statusCode).toBe(200);
    });

    it('serves a build made after it started', async () => {
      await writeFiles(staticRoot, { 'shell/dist/index.html': '<html>late</html>' });
      const response = await app.inject({ method: 'GET', url: '/' });
      expect(response.statusCode).toBe(200);
      expect(response.body).toBe('<html>late</html>');
    });
  });

  describe('with the shell and one remote built', () => {
    beforeEach(() =>
      writeFiles(staticRoot, {
        'shell/dist/index.html': '<html>shell</html>',
        'shell/dist/main.0123456789abcdef.js': 'console.log("main")',
        'shell/dist/main.0123456789abcdef.js.br': 'brotli bytes',
        'shell/dist/remoteEntry.js': 'var shell;',
        'shell/secret.txt': 'outside dist',
        'mf-listings/dist/remoteEntry.js': 'var mf_listings;',
        'mf-listings/dist/mf-manifest.json': '{"id":"mf_listings"}',
        'mf-listings/dist/412.fedcba9876543210.js': 'chunk',
      }),
    );

    it('serves index.html at / without caching it', async () => {
      const response = await app.inject({ method: 'GET', url: '/' });
      expect(response.statusCode).toBe(200);
      expect(response.headers['content-type']).toBe('text/html; charset=utf-8');
      expect(response.headers['cache-control']).toBe('no-cache');
      expect(response.body).toBe('<html>shell</html>');
    });

    it('answers a page the browser navigates to with index.html, status 200', async () => {
      for (const method of ['GET', 'HEAD'] as const) {
        const response = await app.inject({ method, url: '/fr/a-vendre/?sort=price_asc', headers: HTML });
        expect(response.statusCode).toBe(200);
        expect(response.headers['cache-control']).toBe('no-cache');
      }
      const page = await app.inject({ method: 'GET', url: '/nl/te-koop/', headers: HTML });
      expect(page.body).toBe('<html>shell</html>');
    });

    it('keeps a hashed file for a year and an unhashed one fresh', async () => {
      const hashed = await app.inject({ method: 'GET', url: '/main.0123456789abcdef.js' });
      expect(hashed.statusCode).toBe(200);
      expect(hashed.headers['cache-control']).toBe(IMMUTABLE);
      expect(hashed.headers['content-type']).toMatch(/javascript/);
      expect(hashed.headers.vary).toBe('accept-encoding');
      expect(hashed.body).toBe('console.log("main")');

      const entry = await app.inject({ method: 'GET', url: '/remoteEntry.js' });
      expect(entry.headers['cache-control']).toBe('no-cache');
      const index = await app.inject({ method: 'GET', url: '/index.html' });
      expect(index.headers['cache-control']).toBe('no-cache');
    });

    it('serves the precompressed variant to a browser that takes it', async () => {
      const response = await app.inject({
        method: 'GET',
        url: '/main.0123456789abcdef.js',
        headers: { 'accept-encoding': 'br, gzip' },
      });
      expect(response.headers['content-encoding']).toBe('br');
      expect(response.headers['content-type']).toMatch(/javascript/);
      expect(response.headers['cache-control']).toBe(IMMUTABLE);
      expect(response.body).toBe('brotli bytes');
    });

    it('answers a missing script with a 404, not with the page', async () => {
      const response = await app.inject({ method: 'GET', url: '/main.ffffffffffffffff.js', headers: { accept: '*/*' } });
      expect(response.statusCode).toBe(404);
      expect(response.json()).toMatchObject({ error: 'not_found' });
    });

    it('answers a path of the site with its page whatever the client accepts', async () => {
      for (const url of ['/fr/a-vendre/', '/nl/te-koop/?city=Elsene|1050']) {
        const response = await app.inject({ method: 'GET', url, headers: { accept: '*/*' } });
        expect(response.statusCode).toBe(200);
        expect(response.headers['content-type']).toMatch(/^text\/html/);
      }
      // Without its final slash, a page moves to its one address.
      const bare = await app.inject({ method: 'GET', url: '/fr/a-vendre', headers: { accept: '*/*' } });
      expect([bare.statusCode, bare.headers.location]).toEqual([301, '/fr/a-vendre/']);
    });

    it('answers a page request other than GET with a 404', async () => {
      const response = await app.inject({ method: 'POST', url: '/fr/a-vendre/', headers: HTML });
      expect(response.statusCode).toBe(404);
    });

    it('serves a remote with CORS and the same cache rules', async () => {
      const entry = await app.inject({ method: 'GET', url: '/remotes/mf-listings/remoteEntry.js' });
      expect(entry.statusCode).toBe(200);
      expect(entry.body).toBe('var mf_listings;');
      expect(entry.headers['cache-control']).toBe('no-cache');
      expect(entry.headers['access-control-allow-origin']).toBe('*');

      const manifest = await app.inject({ method: 'GET', url: '/remotes/mf-listings/mf-manifest.json' });
      expect(manifest.headers['cache-control']).toBe('no-cache');
      expect(manifest.headers['content-type']).toMatch(/^application\/json/);

      const chunk = await app.inject({ method: 'GET', url: '/remotes/mf-listings/412.fedcba9876543210.js' });
      expect(chunk.headers['cache-control']).toBe(IMMUTABLE);
      expect(chunk.headers['access-control-allow-origin']).toBe('*');
    });

    it('answers a missing remote file with a 404, never the page', async () => {
      for (const url of [
        '/remotes/mf-listings/missing.js',
        '/remotes/mf-search/remoteEntry.js',
        '/remotes/mf-unknown/remoteEntry.js',
        '/remotes',
      ]) {
        const response = await app.inject({ method: 'GET', url, headers: HTML });
        expect({ url, status: response.statusCode }).toEqual({ url, status: 404 });
        expect(response.json()).toMatchObject({ error: 'not_found' });
      }
    });

    it('never serves a file outside the build', async () => {
      for (const url of ['/../secret.txt', '/..%2fsecret.txt', '/remotes/mf-listings/..%2f..%2fshell%2fsecret.txt']) {
        const response = await app.inject({ method: 'GET', url });
        expect(response.body).not.toContain('outside dist');
        expect(response.statusCode).toBeGreaterThanOrEqual(400);
      }
    });
  });
});
