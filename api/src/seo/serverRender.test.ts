import { existsSync, readFileSync } from 'node:fs';
import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import type { FastifyInstance } from 'fastify';
import { buildApp } from '../app.js';
import { testConfig } from '../test/config.js';
import { writeBuild } from '../test/builds.js';
import { describeEachDatabase } from '../test/databases.js';
import { waitFor } from '../test/waitFor.js';
import { publishBuild } from '../site/deployments.js';
import { deploymentReport } from '../site/telemetryRoutes.js';

const INDEX =
  '<!doctype html><html lang=fr><head><meta charset=utf-8><title>Agence</title><script defer src=/main.js></script></head><body><div id=root></div></body></html>';
const HTML = { accept: 'text/html' };

/**
 * A stand-in for the shell's server bundle (shell/dist/server/server.js), at the boundary the api
 * owns: it asks the api for the site in-process, like the real shell, and behaves as the visited
 * page asked for says: page 2 is slow, page 3 throws, page 4 has a remote that fails (the
 * renderer only ever sees the parameters a page reads, so the signals are pages), and a property's
 * page in Dutch loses its main part, the property's detail. It counts its renders in a file beside
 * it, as the api renders in threads of their own.
 */
const FAKE_SHELL_BUNDLE = `
exports.renderFirstView = async (request) => {
  require('node:fs').appendFileSync(require('node:path').join(__dirname, 'renders.log'), '.');
  if (request.url.includes('page=3')) throw new Error('a component threw');
  // The home page as the warm-up at start asks for it: slow, as the first render of a process is.
  if (request.url.includes('page=2') || request.url === '/') await new Promise((resolve) => setTimeout(resolve, 400));
  const site = await (await request.fetch(request.apiOrigin + '/api/site?lang=' + request.language)).json();
  return {
    html: '<main><h1>' + site.agency.name + '</h1><p>' + request.url + '</p><p>cookies: ' + request.cookies + '</p><p>' + request.remotes.map((remote) => remote.entry).join(' ') + '</p>' +
      '<p>posted: ' + (request.forms.posted ? Object.values(request.forms.posted.errors).join(' ') : 'none') + '</p><p>token: ' + request.forms.token + '</p></main>',
    styles: '<style data-emotion="agency abc">.agency-abc{color:red}</style>',
    firstView: {
      language: request.language,
      namespaces: ['common'],
      api: { queries: {} },
      remoteModules: ['mf_listings/PropertyList'],
      failedRemotes: request.url.includes('page=4')
        ? ['mf_search/SearchBlock']
        : request.url.startsWith('/nl/property/')
          ? ['mf_listings/PropertyDetail', 'mf_forms/EnquiryForm']
          : [],
    },
  };
};
`;

function rootOf(body: string): string {
  return /<div id="?root"?>([\s\S]*?)<\/div><\/body>/.exec(body)?.[1] ?? '';
}

function initialDataOf(body: string): { ssr?: unknown; forms?: { token: string; posted?: unknown } } {
  const data = /<script id="__INITIAL_DATA__" type="application\/json">(.*?)<\/script>/.exec(body)?.[1];
  return JSON.parse(data ?? 'null') as { ssr?: unknown };
}

function firstViewOf(body: string): unknown {
  return initialDataOf(body).ssr;
}

describeEachDatabase('server-rendered pages', (database) => {
  let staticRoot: string;
  let bundle: { renders(): number };

  beforeAll(async () => {
    staticRoot = await mkdtemp(path.join(tmpdir(), 'api-ssr-'));
    const serverDir = path.join(staticRoot, 'shell', 'dist', 'server');
    await mkdir(serverDir, { recursive: true });
    await writeFile(path.join(staticRoot, 'shell', 'dist', 'index.html'), INDEX);
    await writeFile(path.join(serverDir, 'package.json'), '{ "type": "commonjs" }\n');
    await writeFile(path.join(serverDir, 'server.js'), FAKE_SHELL_BUNDLE);
    bundle = { renders: () => (existsSync(path.join(serverDir, 'renders.log')) ? readFileSync(path.join(serverDir, 'renders.log')).length : 0) };
  });

  afterAll(async () => {
    await rm(staticRoot, { recursive: true, force: true });
  });

  const start = (env: Record<string, string> = {}) =>
    buildApp(testConfig({ STATIC_ROOT: staticRoot, SEED_PROPERTIES: '6', SSR_BUDGET_MS: '200', ...env }), {
      database: database.db,
      seedDemoAgency: true,
    });

  describe('with server rendering on', () => {
    let app: FastifyInstance;
    beforeAll(async () => {
      app = await start();
    });
    afterAll(() => app.close());

    it('sends the rendered first view in #root, its styles in the head and what hydration needs in the first data', async () => {
      const response = await app.inject({ method: 'GET', url: '/fr/a-vendre/', headers: HTML });
      expect(response.statusCode).toBe(200);
      const root = rootOf(response.body);
      // The name came from /api/site, asked in-process by the render.
      expect(root).toContain('<h1>Lambermont Immobilier</h1>');
      expect(root).toContain('<p>/fr/a-vendre/</p>');
      expect(response.body).toMatch(/<style data-emotion="agency abc">[^<]*<\/style><script id="__INITIAL_DATA__"/);
      expect(firstViewOf(response.body)).toMatchObject({ language: 'fr', remoteModules: ['mf_listings/PropertyList'] });
      expect(response.headers['cache-control']).toBe('no-cache');
      expect(response.headers['x-degraded-parts']).toBeUndefined();
      // The remotes' entries serve hydration only: they must not take bandwidth from what the page shows.
      expect(response.body).not.toContain('as="script"');
    });

    it('gives the forms of a page the token it renders them with, and hands it to the browser', async () => {
      const response = await app.inject({ method: 'GET', url: '/fr/contact/', headers: HTML });
      const { forms } = initialDataOf(response.body);
      expect(forms).toEqual({ token: expect.stringMatching(/^[0-9a-f-]{36}$/) });
      expect(rootOf(response.body)).toContain(`<p>token: ${forms?.token}</p>`);
      expect(rootOf(response.body)).toContain('<p>posted: none</p>');
    });

    it('renders a page again for a form posted to it without scripts, with its messages, for that visitor only', async () => {
      const response = await app.inject({
        method: 'POST',
        url: '/fr/contact/',
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
        payload: 'form=contact&token=token-of-a-page&firstName=Anne',
      });
      expect(response.statusCode).toBe(400);
      expect(response.headers['content-type']).toBe('text/html; charset=utf-8');
      expect(response.headers['cache-control']).toBe('no-store');
      expect(rootOf(response.body)).toContain('errors.lastName');
      const { forms } = initialDataOf(response.body);
      expect(forms?.posted).toMatchObject({ kind: 'contact', values: { firstName: 'Anne' }, errors: { lastName: 'errors.lastName' } });
      const next = await app.inject({ method: 'GET', url: '/fr/contact/', headers: HTML });
      expect(rootOf(next.body)).toContain('<p>posted: none</p>');
    });

    it('points the render at each remote server container beside its manifest', async () => {
      const response = await app.inject({ method: 'GET', url: '/nl/te-koop/', headers: HTML });
      // Never listening here: the api's own address is unknown, so the containers cannot load.
      expect(rootOf(response.body)).toContain('http://127.0.0.1:1/remotes/mf-listings/server/remoteEntry.js');
      expect(firstViewOf(response.body)).toMatchObject({ language: 'nl' });
    });

    it('renders a page once, then serves it from the cache; a query the page reads is its own page, campaign tags and unknown parameters are not', async () => {
      await app.inject({ method: 'GET', url: '/de/zu-vermieten/', headers: HTML });
      const before = bundle.renders();
      const again = await app.inject({ method: 'GET', url: '/de/zu-vermieten/', headers: HTML });
      expect(bundle.renders()).toBe(before);
      expect(rootOf(again.body)).toContain('<p>/de/zu-vermieten/</p>');
      const filtered = await app.inject({ method: 'GET', url: '/de/zu-vermieten/?sort=price_asc', headers: HTML });
      expect(bundle.renders()).toBe(before + 1);
      expect(rootOf(filtered.body)).toContain('<p>/de/zu-vermieten/?sort=price_asc</p>');
      for (const noise of ['?sort=price_asc&utm_source=mail&gclid=x', '?fbclid=y&sort=price_asc', '?sort=price_asc&anything=else']) {
        const tagged = await app.inject({ method: 'GET', url: `/de/zu-vermieten/${noise}`, headers: HTML });
        expect(tagged.body).toBe(filtered.body);
      }
      expect(bundle.renders()).toBe(before + 1);
    });

    it('sends the browser shell when the render takes longer than the budget, and caches the render when it ends', async () => {
      const late = await app.inject({ method: 'GET', url: '/fr/?page=2', headers: HTML });
      expect(late.statusCode).toBe(200);
      expect(rootOf(late.body)).toBe('');
      expect(firstViewOf(late.body)).toBeUndefined();
      await new Promise((resolve) => setTimeout(resolve, 400));
      const rendersBefore = bundle.renders();
      const next = await app.inject({ method: 'GET', url: '/fr/?page=2', headers: HTML });
      expect(rootOf(next.body)).toContain('<h1>Lambermont Immobilier</h1>');
      expect(bundle.renders()).toBe(rendersBefore);
    });

    it('sends the browser shell when the render throws, and tries again for the next visitor', async () => {
      const failed = await app.inject({ method: 'GET', url: '/fr/contact/?page=3', headers: HTML });
      expect(failed.statusCode).toBe(200);
      expect(rootOf(failed.body)).toBe('');
      const rendersBefore = bundle.renders();
      await app.inject({ method: 'GET', url: '/fr/contact/?page=3', headers: HTML });
      expect(bundle.renders()).toBe(rendersBefore + 1);
    });

    it('sends a page whose remote fell back saying so, for no cache to keep, and does not keep it', async () => {
      const degraded = await app.inject({ method: 'GET', url: '/en/?page=4', headers: HTML });
      expect(degraded.statusCode).toBe(200);
      expect(firstViewOf(degraded.body)).toMatchObject({ failedRemotes: ['mf_search/SearchBlock'] });
      expect(degraded.headers['cache-control']).toBe('no-store');
      expect(degraded.headers['x-degraded-parts']).toBe('mf_search/SearchBlock');
      const rendersBefore = bundle.renders();
      const again = await app.inject({ method: 'GET', url: '/en/?page=4', headers: HTML });
      expect(bundle.renders()).toBe(rendersBefore + 1);
      expect(again.headers.age).toBeUndefined();
      expect(again.headers['x-degraded-parts']).toBe('mf_search/SearchBlock');
    });

    it('answers 503 with Retry-After and the browser shell when the main part of the page fell back, and tries again for the next visitor', async () => {
      const [property] = (await app.inject({ method: 'GET', url: '/api/properties?pageSize=1' })).json<{ items: { ID: number }[] }>().items;
      const url = `/nl/property/${property?.ID}/`;
      const degraded = await app.inject({ method: 'GET', url, headers: HTML });
      expect(degraded.statusCode).toBe(503);
      expect(degraded.headers['retry-after']).toBe('30');
      expect(degraded.headers['cache-control']).toBe('no-store');
      expect(degraded.headers['x-degraded-parts']).toBe('mf_listings/PropertyDetail, mf_forms/EnquiryForm');
      // The browser shell, with the page's head and data: a visitor's browser renders the whole page.
      expect(rootOf(degraded.body)).toBe('');
      expect(firstViewOf(degraded.body)).toBeUndefined();
      expect(degraded.body).toContain('<html lang="nl"');
      const rendersBefore = bundle.renders();
      const again = await app.inject({ method: 'GET', url, headers: HTML });
      expect(bundle.renders()).toBe(rendersBefore + 1);
      expect(again.statusCode).toBe(503);
      expect(again.headers.age).toBeUndefined();
    });

    it('renders a page per consent choice, and passes the render nothing else of the visitor', async () => {
      const undecided = await app.inject({ method: 'GET', url: '/fr/projets/', headers: { ...HTML, cookie: 'session=secret; _ga=GA1.2' } });
      expect(rootOf(undecided.body)).toContain('<p>cookies: </p>');
      const declined = await app.inject({ method: 'GET', url: '/fr/projets/', headers: { ...HTML, cookie: 'session=secret; consent=necessary' } });
      expect(rootOf(declined.body)).toContain('<p>cookies: consent=necessary</p>');
      const agreed = await app.inject({
        method: 'GET',
        url: '/fr/projets/',
        headers: { ...HTML, cookie: 'consent=necessary.analytics.marketing.social.unclassified' },
      });
      expect(rootOf(agreed.body)).toContain('<p>cookies: consent=necessary.analytics.marketing.social.unclassified</p>');
      const forged = await app.inject({ method: 'GET', url: '/fr/projets/', headers: { ...HTML, cookie: 'consent=<script>' } });
      expect(rootOf(forged.body)).toContain('<p>cookies: </p>');
    });

    it('says it is starting while it warms rendering up, then serves the home, a list and a property from the cache', async () => {
      const warmUp = app.warmUpRendering();
      await new Promise((resolve) => setTimeout(resolve, 50));
      const starting = await app.inject({ method: 'GET', url: '/api/health' });
      expect(starting.statusCode).toBe(503);
      expect(starting.json()).toMatchObject({ status: 'starting' });
      await warmUp;
      expect((await app.inject({ method: 'GET', url: '/api/health' })).statusCode).toBe(200);
      const rendersBefore = bundle.renders();
      const home = await app.inject({ method: 'GET', url: '/', headers: HTML });
      expect(rootOf(home.body)).toContain('<p>/</p>');
      const list = await app.inject({ method: 'GET', url: '/for-sale/', headers: HTML });
      expect(rootOf(list.body)).toContain('<p>/for-sale/</p>');
      const [newest] = (await app.inject({ method: 'GET', url: '/api/properties?pageSize=1' })).json<{ items: { ID: number }[] }>().items;
      const property = await app.inject({ method: 'GET', url: `/property/${newest?.ID}/`, headers: HTML });
      expect(rootOf(property.body)).toContain(`<p>/property/${newest?.ID}/</p>`);
      expect(bundle.renders()).toBe(rendersBefore);
    });

    it('renders the 404 page with its status', async () => {
      const response = await app.inject({ method: 'GET', url: '/fr/nulle-part/', headers: HTML });
      expect(response.statusCode).toBe(404);
      expect(rootOf(response.body)).toContain('<p>/fr/nulle-part/</p>');
    });

    it('leaves the owner login and portal to the browser', async () => {
      const rendersBefore = bundle.renders();
      for (const url of ['/fr/login/', '/fr/espace-proprietaire/']) {
        const response = await app.inject({ method: 'GET', url, headers: HTML });
        expect(response.statusCode).toBe(200);
        expect(rootOf(response.body)).toBe('');
      }
      expect(bundle.renders()).toBe(rendersBefore);
    });

    it('compresses the page for a browser that accepts brotli or gzip', async () => {
      const plain = await app.inject({ method: 'GET', url: '/fr/a-louer/', headers: HTML });
      const brotli = await app.inject({ method: 'GET', url: '/fr/a-louer/', headers: { ...HTML, 'accept-encoding': 'gzip, deflate, br' } });
      expect(brotli.headers['content-encoding']).toBe('br');
      expect(brotli.headers.vary).toContain('accept-encoding');
      // The consent choice changes the rendered page.
      expect(brotli.headers.vary).toContain('cookie');
      expect(brotliDecompressSync(brotli.rawPayload).toString('utf8')).toBe(plain.body);
      const gzip = await app.inject({ method: 'GET', url: '/fr/a-louer/', headers: { ...HTML, 'accept-encoding': 'gzip, br;q=0' } });
      expect(gzip.headers['content-encoding']).toBe('gzip');
      expect(gunzipSync(gzip.rawPayload).toString('utf8')).toBe(plain.body);
      expect(plain.headers['content-encoding']).toBeUndefined();
    });
  });

  it('sends every page as the browser shell with SSR=off', async () => {
    const app = await start({ SSR: 'off' });
    try {
      const rendersBefore = bundle.renders();
      const response = await app.inject({ method: 'GET', url: '/fr/', headers: HTML });
      expect(response.statusCode).toBe(200);
      expect(rootOf(response.body)).toBe('');
      expect(bundle.renders()).toBe(rendersBefore);
    } finally {
      await app.close();
    }
  });

  it('sends the browser shell when the shell has no server build', async () => {
    const bare = await mkdtemp(path.join(tmpdir(), 'api-ssr-bare-'));
    await mkdir(path.join(bare, 'shell', 'dist'), { recursive: true });
    await writeFile(path.join(bare, 'shell', 'dist', 'index.html'), INDEX);
    const app = await start({ STATIC_ROOT: bare });
    try {
      const response = await app.inject({ method: 'GET', url: '/fr/', headers: HTML });
      expect(response.statusCode).toBe(200);
      expect(rootOf(response.body)).toBe('');
    } finally {
      await app.close();
      await rm(bare, { recursive: true, force: true });
    }
  });

  it("renders a canary's share of visitors with its version and the others with the live one, keeps the pages apart, and gives a bucket in a Set-Cookie no shared cache keeps", async () => {
    const dataDir = await mkdtemp(path.join(tmpdir(), 'api-ssr-canary-'));
    const app = await start({ DATA_DIR: dataDir });
    const publish = async (version: string) => publishBuild(dataDir, 'mf-listings', await writeBuild(path.join(dataDir, 'builds', version), version));
    try {
      const [one, two] = [await publish('0.1.0+1'), await publish('0.1.0+2')];
      await app.deployments.deploy('mf-listings', one, { by: 'a test' });
      await app.deployments.startCanary('mf-listings', two, 50, { by: 'a test' });
      const parts = async () => deploymentReport(app.deploymentRecord(), await app.deployments.signals());
      await waitFor(async () => (await parts())[0]?.canary !== null);
      const page = (cookie?: string) => app.inject({ method: 'GET', url: '/fr/a-louer/', headers: { ...HTML, ...(cookie ? { cookie } : {}) } });
      const versionOf = (body: string) => (firstViewOf(body) as { remotes: { entry: string }[] }).remotes[0]?.entry;

      const rendersBefore = bundle.renders();
      const inCanary = await page('release_bucket=3');
      expect(versionOf(inCanary.body)).toBe(`/releases/mf-listings/${two}/mf-manifest.json`);
      expect(rootOf(inCanary.body)).toContain(`/releases/mf-listings/${two}/server/`);
      expect(inCanary.headers['set-cookie']).toBeUndefined();
      const inLive = await page('release_bucket=50');
      expect(versionOf(inLive.body)).toBe(`/releases/mf-listings/${one}/mf-manifest.json`);
      expect(rootOf(inLive.body)).not.toContain(two);
      // Each variant is kept once, and never given to the other.
      expect(versionOf((await page('release_bucket=49')).body)).toBe(`/releases/mf-listings/${two}/mf-manifest.json`);
      expect(versionOf((await page('release_bucket=99')).body)).toBe(`/releases/mf-listings/${one}/mf-manifest.json`);
      expect(bundle.renders()).toBe(rendersBefore + 2);

      const newcomer = await page();
      expect(String(newcomer.headers['set-cookie'])).toMatch(/^release_bucket=\d{1,2}; Path=\/; HttpOnly; SameSite=Lax$/);
      expect(newcomer.headers['cache-control']).toBe('private, no-cache');
      expect(newcomer.headers.vary).toContain('cookie');

      // Each render is counted for the version it showed.
      await waitFor(async () => {
        const [listings] = await parts();
        return listings?.live.serverRenders === 1 && listings.canary?.serverRenders === 1;
      });
      await app.deployments.abort('mf-listings', { by: 'a test' });
      await waitFor(async () => (await parts())[0]?.canary === null);
      const after = await page('release_bucket=3');
      expect(versionOf(after.body)).toBe(`/releases/mf-listings/${one}/mf-manifest.json`);
      expect(after.headers['set-cookie']).toBeUndefined();
      expect((await page()).headers['set-cookie']).toBeUndefined();
    } finally {
      await app.close();
      await database.db.exec('delete from deployments; delete from deployment_history; delete from version_signals');
      await rm(dataDir, { recursive: true, force: true });
    }
  });
});
