import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { buildApp } from '../app.js';
import { describeEachDatabase } from '../test/databases.js';
import { waitFor } from '../test/waitFor.js';
import { testConfig } from '../test/config.js';
import { epcImagePath } from 'shared-kernel';

/** The directives of a Content-Security-Policy header by name. */
function directives(header: string | string[] | number | undefined): Map<string, string[]> {
  return new Map(
    String(header ?? '')
      .split(';')
      .map((part) => part.trim().split(/\s+/))
      .filter(([name]) => name)
      .map(([name = '', ...values]) => [name, values]),
  );
}

describeEachDatabase('security headers', (database) => {
  const apps: FastifyInstance[] = [];
  const start = async (env: Record<string, string> = {}) => {
    const app = await buildApp(testConfig(env), { database: database.db });
    apps.push(app);
    return app;
  };

  afterAll(() => Promise.all(apps.map((app) => app.close())));

  it('sends them on pages, api answers and answers replayed from memory', async () => {
    const app = await start({ REMOTE_URLS: 'mf_portal=https://cdn.example/mf-portal/mf-manifest.json' });
    for (const url of ['/fr/contact/', '/api/site', '/api/properties?page=1', '/api/properties?page=1']) {
      const { headers } = await app.inject({ method: 'GET', url, headers: { accept: 'text/html' } });
      expect(headers['x-content-type-options']).toBe('nosniff');
      expect(headers['x-frame-options']).toBe('DENY');
      expect(headers['referrer-policy']).toBe('strict-origin-when-cross-origin');
      expect(headers['cross-origin-opener-policy']).toBe('same-origin');
      expect(headers['permissions-policy']).toContain('camera=()');
      expect(headers['strict-transport-security']).toBeUndefined();
      const csp = directives(headers['content-security-policy']);
      expect(csp.get('frame-ancestors')).toEqual(["'none'"]);
      expect(csp.get('object-src')).toEqual(["'none'"]);
      // Scripts only from named places: never inline, never eval, never any https host.
      expect(csp.get('script-src')).toEqual(expect.arrayContaining(["'self'", 'https://cdn.example', 'https://www.googletagmanager.com']));
      expect(csp.get('script-src')).not.toEqual(expect.arrayContaining(["'unsafe-inline'"]));
      expect(csp.get('script-src')).not.toEqual(expect.arrayContaining(["'unsafe-eval'"]));
      expect(csp.get('script-src')).not.toEqual(expect.arrayContaining(['https:']));
      expect(csp.get('img-src')).not.toContain('https://tile.openstreetmap.org');
      expect(csp.has('upgrade-insecure-requests')).toBe(false);
    }
  });

  it('names a remote deployed elsewhere at run time from the next answer on, without a restart', async () => {
    // A data folder of its own: the deployment must not reach the other tests' apps.
    const config = testConfig({ DATA_DIR: await mkdtemp(path.join(tmpdir(), 'csp-deploy-')), REMOTE_HOSTS: 'https://cdn2.example' });
    const app = await buildApp(config, { database: database.db });
    apps.push(app);
    const scriptsAllowed = async () =>
      directives((await app.inject({ method: 'GET', url: '/fr/contact/', headers: { accept: 'text/html' } })).headers['content-security-policy']).get('script-src');
    expect(await scriptsAllowed()).not.toContain('https://cdn2.example');
    await app.deployments.deploy('mf-search', 'https://cdn2.example/mf-search/2.0.0/mf-manifest.json', { by: 'a test' });
    // The api follows the record's notifications.
    await waitFor(async () => (await scriptsAllowed())?.includes('https://cdn2.example') ?? false, 1000);
    expect(directives((await app.inject({ method: 'GET', url: '/api/site' })).headers['content-security-policy']).get('connect-src')).toContain(
      'https://cdn2.example',
    );
    // A host that is not allowed is refused, and never named by the CSP.
    await expect(app.deployments.deploy('mf-forms', 'https://attacker.example/mf-consent/mf-manifest.json', { by: 'x' })).rejects.toThrow(/not in REMOTE_HOSTS/);
    expect(await scriptsAllowed()).not.toContain('https://attacker.example');
    await database.db.exec('delete from deployments; delete from deployment_history');
    await rm(config.dataDir, { recursive: true, force: true });
  });

  it("names the trackers' hosts only for visitors whose consent lets them run, or who have not chosen yet", async () => {
    const app = await start();
    const policyFor = async (cookie?: string) => {
      const { headers } = await app.inject({ method: 'GET', url: '/fr/contact/', headers: { accept: 'text/html', ...(cookie ? { cookie } : {}) } });
      return directives(headers['content-security-policy']);
    };
    const undecided = await policyFor();
    expect(undecided.get('script-src')).toEqual(expect.arrayContaining(['https://www.googletagmanager.com', 'https://connect.facebook.net']));
    const refused = await policyFor('consent=necessary');
    expect(refused.get('script-src')).toEqual(["'self'"]);
    expect(refused.get('connect-src')).toEqual(["'self'"]);
    expect(refused.get('img-src')).toEqual(["'self'", 'data:']);
    const analytics = await policyFor('consent=necessary.analytics');
    expect(analytics.get('script-src')).toEqual(["'self'", 'https://www.googletagmanager.com']);
    const social = await policyFor('consent=necessary.social');
    expect(social.get('script-src')).toEqual(["'self'", 'https://connect.facebook.net']);
    expect(social.get('img-src')).not.toContain('https://www.google-analytics.com');
  });

  it('keeps on scripts and photos only the headers that act on them', async () => {
    const config = testConfig({ DATA_DIR: await mkdtemp(path.join(tmpdir(), 'subresource-headers-')) });
    const release = path.join(config.dataDir, 'releases', 'mf-search', '1.0.0+test');
    await mkdir(release, { recursive: true });
    await writeFile(path.join(release, 'remoteEntry.js'), 'self.entry = 1;\n');
    const app = await buildApp(config, { database: database.db });
    apps.push(app);
    for (const url of ['/releases/mf-search/1.0.0+test/remoteEntry.js', '/api/images/property-41-1?w=500']) {
      const { statusCode, headers } = await app.inject({ method: 'GET', url });
      expect(statusCode).toBe(200);
      expect(headers['x-content-type-options']).toBe('nosniff');
      expect(headers['cross-origin-resource-policy']).toBe('same-site');
      expect(headers['referrer-policy']).toBe('strict-origin-when-cross-origin');
      for (const documentOnly of ['content-security-policy', 'x-frame-options', 'cross-origin-opener-policy', 'permissions-policy', 'origin-agent-cluster']) {
        expect(headers[documentOnly]).toBeUndefined();
      }
    }
    // An SVG opened on its own is a document: it keeps them all.
    const label = await app.inject({ method: 'GET', url: epcImagePath('brussels', 'b') });
    expect(label.headers['content-type']).toContain('image/svg+xml');
    expect(label.headers['content-security-policy']).toBeDefined();
    expect(label.headers['x-frame-options']).toBe('DENY');
    await rm(config.dataDir, { recursive: true, force: true });
  });

  it('adds HSTS and upgrades requests behind TLS, and only reports while CSP_REPORT_ONLY rolls the policy out', async () => {
    const behindProxy = await start({ TRUST_PROXY: 'true', CSP_REPORT_ONLY: 'true' });
    const { headers } = await behindProxy.inject({ method: 'GET', url: '/api/site' });
    expect(headers['strict-transport-security']).toBe('max-age=63072000; includeSubDomains');
    expect(headers['content-security-policy']).toBeUndefined();
    expect(directives(headers['content-security-policy-report-only']).has('upgrade-insecure-requests')).toBe(true);
  });
});
