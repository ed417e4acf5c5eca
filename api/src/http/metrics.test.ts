import { createServer } from 'node:net';
import type { FastifyInstance } from 'fastify';
import { buildApp } from '../app.js';
import { migrate } from '../db/migrate.js';
import { testConfig } from '../test/config.js';
import { describeEachDatabase } from '../test/databases.js';
import { waitFor } from '../test/waitFor.js';

// What operators read, on a port of its own; the public api does not tell it.

/** A port free now, for the metrics listener the app opens itself. */
function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = createServer().listen(0, '127.0.0.1', () => {
      const { port } = probe.address() as { port: number };
      probe.close(() => resolve(port));
    });
    probe.once('error', reject);
  });
}

describeEachDatabase('the operators’ metrics', (database) => {
  let app: FastifyInstance;
  let metricsPort: number;

  beforeAll(async () => {
    await migrate(database.db, { info: () => {}, warn: () => {} });
    metricsPort = await freePort();
    app = await buildApp(testConfig({ METRICS_PORT: String(metricsPort), SSR: 'off', REMOTE_HOSTS: 'https://cdn.example' }), { database: database.db });
    await app.deployments.deploy('mf-search', 'https://cdn.example/mf-search/1.0.0/mf-manifest.json', { by: 'a test' });
  });

  afterAll(() => app.close());

  const scrape = async () => {
    const answer = await fetch(`http://127.0.0.1:${metricsPort}/metrics`);
    expect(answer.headers.get('content-type')).toContain('text/plain');
    return answer.text();
  };

  it('counts requests by route and status, and reads the caches, the outboxes and what is live at each scrape', async () => {
    await app.inject({ method: 'GET', url: '/api/site' });
    await app.inject({ method: 'GET', url: '/api/no-such-route' });
    const text = await scrape();
    expect(text).toMatch(/http_request_duration_seconds_count\{method="GET",route="\/api\/site",status_code="200"\} 1/);
    expect(text).toMatch(/site_cache_entries\{cache="responses"\} \d+/);
    expect(text).toMatch(/site_cache_bytes\{cache="pages"\} \d+/);
    expect(text).toMatch(/site_outbox_pending\{outbox="mail_outbox"\} \d+/);
    expect(text).toContain('site_live_release{target="mf-search",version="https://cdn.example/mf-search/1.0.0/mf-manifest.json"} 1');
    expect(text).toContain('site_render_budget_misses_total 0');
    expect(text).toContain('process_resident_memory_bytes');
    if (database.kind === 'postgres') expect(text).toMatch(/site_database_connections\{state="total"\} \d+/);
  });

  it("tells a canary's version and share", async () => {
    // As the ledger writes it (deploymentLedger.ts), without publishing a release for the test.
    await database.db.query("update deployments set canary = '0.1.0+2.abcdefabcdef', canary_share = 10, canary_since = now() where target = 'mf-search'");
    await database.db.query("select pg_notify('deployments', 'mf-search')");
    await waitFor(async () => (await scrape()).includes('site_canary_share{target="mf-search",version="0.1.0+2.abcdefabcdef"} 10'));
    await database.db.query("update deployments set canary = null, canary_share = null, canary_since = null where target = 'mf-search'");
  });

  it('is not served by the public api', async () => {
    const answer = await app.inject({ method: 'GET', url: '/metrics' });
    // Whatever the public api answers there (its 404 page, or 503 before the site is built), no figure.
    expect(answer.statusCode).not.toBe(200);
    expect(answer.body).not.toContain('site_render_seconds');
  });
});
