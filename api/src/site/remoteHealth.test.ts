import { tmpdir } from 'node:os';
import Fastify, { type FastifyInstance } from 'fastify';
import { REMOTES } from 'shared-kernel/federation';
import { buildApp } from '../app.js';
import { describeEachDatabase } from '../test/databases.js';
import { operatorInject, testConfig } from '../test/config.js';
import { checkRemote, remoteHealthMonitor, type RemoteCheckOptions } from './remoteHealth.js';

const SITE = 'https://www.agency.example';

/** A remote's host as a CDN would serve a build: its manifest, entry and exposed chunks. */
async function remoteHost(): Promise<{ host: FastifyInstance; origin: string; settings: { cors: string | null; missing: Set<string> } }> {
  const settings = { cors: '*' as string | null, missing: new Set<string>() };
  const host = Fastify();
  host.get('/mf-search/mf-manifest.json', async (_request, reply) => {
    if (settings.cors) reply.header('access-control-allow-origin', settings.cors);
    return {
      name: 'mf_search',
      metaData: {
        name: 'mf_search',
        buildInfo: { buildVersion: '0.2.0+build-7' },
        remoteEntry: { name: 'remoteEntry.js', path: '' },
        publicPath: 'auto',
      },
      exposes: [
        { path: './SearchBox', assets: { js: { sync: ['box.1.js'], async: [] } } },
        { path: './SearchBlock', assets: { js: { sync: ['block.1.js', 'box.1.js'], async: ['later.js'] } } },
      ],
    };
  });
  host.get('/mf-search/:file', async (request, reply) => {
    const { file } = request.params as { file: string };
    if (settings.missing.has(file)) return reply.code(404).send();
    return reply.type('text/javascript').send('/* chunk */');
  });
  const origin = await host.listen({ port: 0, host: '127.0.0.1' });
  return { host, origin, settings };
}

describe('the health of a remote, as a browser on the site would meet it', () => {
  let remote: Awaited<ReturnType<typeof remoteHost>>;
  let options: RemoteCheckOptions;
  const location = () => ({ name: 'mf_search' as const, entry: `${remote.origin}/mf-search/mf-manifest.json` });

  beforeAll(async () => {
    remote = await remoteHost();
    options = { siteOrigin: SITE, ownOrigin: 'http://api.internal', fetch };
  });
  afterAll(() => remote.host.close());
  beforeEach(() => {
    remote.settings.cors = '*';
    remote.settings.missing.clear();
  });

  it('reports the deployed version of a remote that loads', async () => {
    const health = await checkRemote(location(), options);
    expect(health).toEqual({ name: 'mf_search', manifest: location().entry, version: '0.2.0+build-7', loadable: true, problems: [] });
  });

  it('accepts a host that allows the site origin by name', async () => {
    remote.settings.cors = SITE;
    expect((await checkRemote(location(), options)).loadable).toBe(true);
  });

  it('says so when the host does not allow the site to read the manifest (CORS)', async () => {
    remote.settings.cors = null;
    const health = await checkRemote(location(), options);
    expect(health.loadable).toBe(false);
    expect(health.problems).toEqual([expect.stringContaining(`does not allow ${SITE}`)]);
  });

  it('names an entry or exposed chunk that the host no longer serves', async () => {
    remote.settings.missing.add('remoteEntry.js').add('block.1.js').add('later.js');
    const health = await checkRemote(location(), options);
    expect(health.loadable).toBe(false);
    expect(health.problems.sort()).toEqual(['block.1.js answers 404', 'remoteEntry.js answers 404']);
  });

  it('reports a manifest that is missing or a host that does not answer', async () => {
    const missing = await checkRemote({ name: 'mf_search', entry: `${remote.origin}/mf-forms/mf-manifest.json` }, options);
    expect(missing).toMatchObject({ version: null, loadable: false, problems: ['the manifest answers 404'] });
    const down = await checkRemote({ name: 'mf_search', entry: 'http://127.0.0.1:1/mf-manifest.json' }, options);
    expect(down).toMatchObject({ loadable: false, problems: [expect.stringContaining('the manifest cannot be read')] });
  });

  it('checks at most once per period however often it is asked', async () => {
    let manifestRequests = 0;
    const counting: typeof fetch = (input, init) => {
      if (String(input).endsWith('mf-manifest.json')) manifestRequests += 1;
      return fetch(input, init);
    };
    const health = remoteHealthMonitor(() => [location()], { ownOrigin: 'http://api.internal', fetch: counting }, 60_000);
    const reports = await Promise.all([health(SITE), health(SITE), health('http://elsewhere.example')]);
    expect(manifestRequests).toBe(1);
    expect(reports.map((report) => report.status)).toEqual(['ok', 'ok', 'ok']);
  });

  it("says degraded, with the figure, while the telemetry watcher judges a live version's server renders failing", async () => {
    const failing = new Map<'mf-search', string>();
    const health = remoteHealthMonitor(() => [location()], { ownOrigin: 'http://api.internal', fetch, failingLive: () => failing }, 60_000);
    expect((await health(SITE)).status).toBe('ok');
    failing.set('mf-search', '0.1.0+2.bbbbbbbbbbbb: server render failures 80.0 % over 5 server renders against 0.0 % before (0)');
    const report = await health(SITE);
    expect(report.status).toBe('degraded');
    expect(report.remotes[0]).toMatchObject({
      loadable: true,
      problems: ['its server renders fail: 0.1.0+2.bbbbbbbbbbbb: server render failures 80.0 % over 5 server renders against 0.0 % before (0)'],
    });
    failing.clear();
    expect((await health(SITE)).status).toBe('ok');
  });
});

describeEachDatabase('GET /api/site/remotes/health', (database) => {
  let remote: Awaited<ReturnType<typeof remoteHost>>;
  beforeAll(async () => {
    remote = await remoteHost();
  });
  afterAll(() => remote.host.close());

  // No build of the shell here: the gate's render check needs one, and the e2e suite runs it on the
  // real builds (a live site whose remotes all pass answers 200 there).
  const appWith = (remoteUrls: string) =>
    buildApp(testConfig({ REMOTE_URLS: remoteUrls, PUBLIC_ORIGIN: SITE, STATIC_ROOT: tmpdir() }), { database: database.db });

  it("answers 503 when a remote's address serves another remote's build, which a browser would load without a complaint", async () => {
    const app = await appWith(REMOTES.map(({ name }) => `${name}=${remote.origin}/mf-search/mf-manifest.json`).join(','));
    try {
      const response = await app.inject({ method: 'GET', url: '/api/site/remotes/health' });
      expect(response.statusCode).toBe(503);
      expect(response.headers['cache-control']).toBe('no-store');
      // The public answer is the verdict alone; why is the operators' to read.
      expect(response.json()).toEqual({ status: 'degraded' });
      const report = (await operatorInject(app, { url: '/remotes/health' })).json<{ status: string; siteOrigin: string; remotes: { name: string; version: string; problems: string[] }[] }>();
      expect(report.status).toBe('degraded');
      expect(report.siteOrigin).toBe(SITE);
      const forms = report.remotes.find((entry) => entry.name === 'mf_forms');
      expect(forms?.version).toBe('0.2.0+build-7');
      expect(forms?.problems).toEqual(expect.arrayContaining([expect.stringContaining('this build is mf_search, not mf_forms')]));
    } finally {
      await app.close();
    }
  });

  it('answers 503 and names the remote a browser could not load', async () => {
    const app = await appWith(`mf_search=${remote.origin}/mf-search/mf-manifest.json,mf_forms=${remote.origin}/gone/mf-manifest.json`);
    try {
      expect((await app.inject({ method: 'GET', url: '/api/site/remotes/health' })).statusCode).toBe(503);
      const report = (await operatorInject(app, { url: '/remotes/health' })).json<{ status: string; remotes: { name: string; loadable: boolean; problems: string[] }[] }>();
      expect(report.status).toBe('degraded');
      expect(report.remotes.find((entry) => entry.name === 'mf_forms')).toMatchObject({ loadable: false, problems: ['the manifest answers 404'] });
    } finally {
      await app.close();
    }
  });
});
