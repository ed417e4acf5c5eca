import { createServer, type Server } from 'node:http';
import type { FastifyInstance } from 'fastify';
import fastifyMetrics from 'fastify-metrics';
import promClient, { Counter, Gauge, Histogram, Registry } from 'prom-client';
import type { Database } from '../db/database.js';
import type { DeploymentRecord } from '../site/deployments.js';

/**
 * Prometheus metrics for operators of a fleet of replicas: requests by route and status (fastify-metrics),
 * the process (prom-client's defaults), and the site's own figures below. Served on a port of
 * their own (METRICS_PORT, on METRICS_HOST, loopback by default), never by the public api: they
 * tell what runs where.
 */
export interface SiteMetrics {
  readonly registry: Registry;
  /** A server render's time, by how it ended (rendered, failed). */
  renders: Histogram<'outcome'>;
  /** Pages that went out as the browser shell because their render was over its budget. */
  budgetMisses: Counter;
  /** Asks of the page cache, by whether they found a page. */
  pageCache: Counter<'result'>;
  /** Answers replayed from the response cache (they never reach Fastify's own route metrics). */
  replayedAnswers: Counter;
  /** What a cache holds now, read at each scrape. */
  watchCache(name: string, read: () => { entries: number; bytes: number }): void;
  /** The CRM sync's counters (its lag is a gauge read from the inbox). */
  crm: CrmMetrics;
}

export interface CrmMetrics {
  /** Webhook events received, by CRM and event. */
  events: Counter<'crm' | 'event'>;
  /** Estates or leads that did not go through, by CRM and reason (rejected, unavailable, error, lead-rejected). */
  failures: Counter<'crm' | 'reason'>;
}

export interface MetricsSources {
  db: Database;
  deployments: () => DeploymentRecord;
}

export function createSiteMetrics(): SiteMetrics {
  const registry = new Registry();
  const caches = new Map<string, () => { entries: number; bytes: number }>();
  const cacheGauge = (name: string, help: string, field: 'entries' | 'bytes') =>
    new Gauge({
      name,
      help,
      labelNames: ['cache'],
      registers: [registry],
      collect() {
        this.reset();
        for (const [cache, read] of caches) this.set({ cache }, read()[field]);
      },
    });
  cacheGauge('site_cache_entries', 'Entries a cache of the api holds', 'entries');
  cacheGauge('site_cache_bytes', 'What the entries of a cache of the api weigh, in bytes', 'bytes');
  return {
    registry,
    renders: new Histogram({
      name: 'site_render_seconds',
      help: 'Server renders of a first view, by outcome',
      labelNames: ['outcome'],
      buckets: [0.025, 0.05, 0.1, 0.2, 0.3, 0.5, 1, 2, 5],
      registers: [registry],
    }),
    budgetMisses: new Counter({ name: 'site_render_budget_misses_total', help: 'Pages sent as the browser shell: their render was over SSR_BUDGET_MS', registers: [registry] }),
    pageCache: new Counter({ name: 'site_page_cache_requests_total', help: 'Page cache asks, by result (hit, miss)', labelNames: ['result'], registers: [registry] }),
    replayedAnswers: new Counter({ name: 'site_response_cache_replays_total', help: 'Answers replayed from the response cache', registers: [registry] }),
    watchCache: (name, read) => caches.set(name, read),
    crm: {
      events: new Counter({ name: 'site_crm_events_total', help: "CRM webhook events received, by CRM and event", labelNames: ['crm', 'event'], registers: [registry] }),
      failures: new Counter({ name: 'site_crm_failures_total', help: 'CRM estates or leads that failed, by CRM and reason', labelNames: ['crm', 'reason'], registers: [registry] }),
    },
  };
}

/** The gauges read from the database and the record at each scrape. */
function watchSite(metrics: SiteMetrics, { db, deployments }: MetricsSources): void {
  const { registry } = metrics;
  new Gauge({
    name: 'site_live_release',
    help: 'The release live for each part (1 per target and version)',
    labelNames: ['target', 'version'],
    registers: [registry],
    collect() {
      this.reset();
      for (const [target, deployment] of Object.entries(deployments())) this.set({ target, version: deployment.live }, 1);
    },
  });
  new Gauge({
    name: 'site_canary_share',
    help: "A canary's share of page views in % (one per target and canary version)",
    labelNames: ['target', 'version'],
    registers: [registry],
    collect() {
      this.reset();
      for (const [target, deployment] of Object.entries(deployments())) if (deployment.canary) this.set({ target, version: deployment.canary.version }, deployment.canary.share);
    },
  });
  const outboxAge = new Gauge({ name: 'site_outbox_oldest_seconds', help: 'Age of the oldest waiting item', labelNames: ['outbox'], registers: [registry] });
  // One query gives both gauges: the registry asks the depth first, then writes the age it set.
  new Gauge({
    name: 'site_outbox_pending',
    help: 'Mails, webhooks and CRM leads waiting to leave',
    labelNames: ['outbox'],
    registers: [registry],
    async collect() {
      this.reset();
      outboxAge.reset();
      for (const outbox of ['mail_outbox', 'webhook_outbox', 'crm_outbox'] as const) {
        const [row] = await db
          .query<{ pending: number; oldest: number | null }>(
            `select count(*)::int as pending, extract(epoch from now() - min(created_at))::float8 as oldest from ${outbox} where sent_at is null`,
          )
          .catch(() => []);
        if (!row) continue;
        this.set({ outbox }, row.pending);
        outboxAge.set({ outbox }, row.oldest ?? 0);
      }
    },
  });
  new Gauge({
    name: 'site_crm_lag_seconds',
    help: "Age of the oldest CRM change not yet applied (0: the site has the CRM's latest)",
    labelNames: ['crm'],
    registers: [registry],
    async collect() {
      this.reset();
      const rows = await db
        .query<{ crm: string; lag: number }>(
          `select crm, coalesce(extract(epoch from now() - min(pending_since)), 0)::float8 as lag from crm_inbox where pending group by crm`,
        )
        .catch(() => []);
      for (const row of rows) this.set({ crm: row.crm }, row.lag);
    },
  });
  new Gauge({
    name: 'site_database_connections',
    help: 'Connections of the PostgreSQL pool, by state (total, idle, waiting)',
    labelNames: ['state'],
    registers: [registry],
    collect() {
      const pool = db.poolState?.();
      if (!pool) return;
      for (const [state, count] of Object.entries(pool)) this.set({ state }, count);
    },
  });
}

/**
 * With a port, registers the route metrics on `app` and serves every metric there, closed with
 * the app; without one, nothing.
 */
export async function registerMetrics(
  app: FastifyInstance,
  metrics: SiteMetrics,
  sources: MetricsSources,
  listen: { port: number | undefined; host: string },
): Promise<void> {
  // Unscraped, the figures cost nothing per request: the route metrics' hooks are left out.
  if (listen.port === undefined) return;
  const { registry } = metrics;
  promClient.collectDefaultMetrics({ register: registry });
  await app.register(fastifyMetrics.default, {
    endpoint: null,
    defaultMetrics: { enabled: false },
    routeMetrics: {
      // The histogram alone: a summary's quantiles cost every request some CPU, and Prometheus
      // computes quantiles from the histogram's buckets anyway.
      enabled: { histogram: true, summary: false },
      registeredRoutesOnly: true,
      overrides: { histogram: { registers: [registry] }, summary: { registers: [registry] } },
    },
  });
  watchSite(metrics, sources);
  const server: Server = createServer((request, response) => {
    if (request.method !== 'GET' || request.url !== '/metrics') {
      response.writeHead(404).end();
      return;
    }
    void registry.metrics().then(
      (text) => response.writeHead(200, { 'content-type': registry.contentType }).end(text),
      () => response.writeHead(500).end(),
    );
  });
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(listen.port, listen.host, resolve);
  });
  app.addHook('onClose', () => new Promise<void>((resolve) => server.close(() => resolve())));
  app.log.info({ port: (server.address() as { port: number }).port, host: listen.host }, 'metrics served');
}
