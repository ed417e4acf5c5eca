import Fastify, { LogController, type FastifyBaseLogger, type FastifyInstance, type FastifyReply, type FastifyRequest } from 'fastify';
import { adminRoutes } from './admin/routes.js';
import { adminOperatorRoutes, databaseOperations } from './admin/operations.js';
import { alertRoutes } from './alerts/routes.js';
import { authRoutes } from './auth/routes.js';
import { importFeed } from './catalogue/import.js';
import { catalogueRoutes } from './catalogue/routes.js';
import { seedCatalogue } from './catalogue/seed.js';
import { consentRoutes } from './consent/routes.js';
import { crmPlugin, type CrmPluginOptions } from './crm/plugin.js';
import { crmRoutes } from './crm/routes.js';
import { crmOperatorRoutes } from './crm/status.js';
import { contentRoutes } from './content/routes.js';
import { seedContent } from './content/seed.js';
import type { Config } from './config.js';
import type { Database } from './db/database.js';
import type { SeedSource } from './seeding/sources.js';
import { documentRoutes } from './documents/routes.js';
import { formRoutes } from './forms/routes.js';
import { registerOpenApi } from './docs/openapi.js';
import { errorHandlerWith } from './http/errors.js';
import { guardsPlugin } from './http/guard.js';
import { loggedUrl } from './http/loggedUrl.js';
import { createSiteMetrics, registerMetrics } from './http/metrics.js';
import { registerCompression } from './http/encoding.js';
import { cachingServer, fillResponseCache, ResponseCache } from './http/responseCache.js';
import { epcRoutes } from './images/epc.js';
import { mediaBucketOf } from './images/mediaBucket.js';
import { imageRoutes } from './images/routes.js';
import { authPlugin } from './plugins/auth.js';
import { cataloguePlugin } from './plugins/catalogue.js';
import { configPlugin } from './plugins/config.js';
import { agencyPlugin } from './plugins/agency.js';
import { alertMatcherPlugin } from './plugins/alertMatcher.js';
import { dbPlugin, PLUGIN_TIMEOUT_MS } from './plugins/db.js';
import { deploymentsPlugin } from './plugins/deployments.js';
import { mailPlugin } from './plugins/mail.js';
import { operatorPlugin } from './plugins/operator.js';
import { ownersPlugin } from './plugins/owners.js';
import { rendererPlugin } from './plugins/renderer.js';
import { settingsPlugin } from './plugins/settings.js';
import { telemetryPlugin } from './plugins/telemetry.js';
import { viewTokensPlugin } from './plugins/viewTokens.js';
import { webhooksPlugin } from './plugins/webhooks.js';
import { portalRoutes } from './portal/routes.js';
import { healthRoutes } from './routes/health.js';
import { tileRoutes } from './tiles/routes.js';
import { registerSecurityHeaders } from './http/securityHeaders.js';
import { siteRoutes } from './routes/site.js';
import { postedPages } from './seo/postedPage.js';
import { seoRoutes } from './seo/routes.js';
import { deployOperatorRoutes } from './site/deployEndpoint.js';
import { releasesDir } from './site/deployments.js';
import { previewRoutes } from './site/preview.js';
import { telemetryRoutes } from './site/telemetryRoutes.js';
import { staticSite } from './static/site.js';
import { trackingRoutes } from './tracking/routes.js';

export interface AppOptions {
  /** A database the caller opened and will close; by default the app opens one from `config`. */
  database?: Database;
  /** Fill an empty database with the demo agency of `config.seed` (the server does; tests choose). */
  seedDemoAgency?: boolean;
  /** Where log lines go instead of stdout (tests read them). */
  logStream?: { write(line: string): void };
  /** The CRM connector's options besides the configuration (the owners' service, tests' retries). */
  crm?: Omit<CrmPluginOptions, 'metrics'>;
}

/** One log line per request, written when it completes, with what it asked and how it ended. */
class OneLinePerRequest extends LogController {
  override incomingRequest(): void {}

  override requestCompleted(
    error: Error | null | undefined,
    request: FastifyRequest,
    reply: FastifyReply,
  ): void {
    const line = { req: request, res: reply, responseTime: reply.elapsedTime };
    if (error) reply.log.error({ ...line, err: error }, 'request errored');
    else reply.log.info(line, 'request completed');
  }
}

/** The api with its routes and the static site, migrated and ready for `listen` or `inject`. */
export async function buildApp(config: Config, options: AppOptions = {}): Promise<FastifyInstance> {
  const responseCache = new ResponseCache(config.responseCacheBytes);
  const metrics = createSiteMetrics();
  metrics.watchCache('responses', () => ({ entries: responseCache.size, bytes: responseCache.bytes }));
  const logCachedAnswers = ['trace', 'debug', 'info'].includes(config.logLevel);
  const app: FastifyInstance = Fastify({
    // Cached answers are replayed before Fastify sees the request (see ResponseCache), logged alike.
    serverFactory: cachingServer(responseCache, (request, statusCode, responseTime) => {
      metrics.replayedAnswers.inc();
      if (logCachedAnswers) {
        app.log.info({ req: { method: request.method, url: loggedUrl(request.url ?? '') }, res: { statusCode }, responseTime, cached: true }, 'request completed');
      }
    }),
    logger: {
      level: config.logLevel,
      redact: { paths: ['req.headers.authorization', 'req.headers.cookie'], censor: '[redacted]' },
      // Fastify's own fields, the address without the secrets links carry.
      serializers: {
        req: (request: FastifyRequest) => ({
          method: request.method,
          url: loggedUrl(request.url),
          host: request.host,
          remoteAddress: request.ip,
          remotePort: request.socket?.remotePort,
        }),
      },
      ...(options.logStream ? { stream: options.logStream } : {}),
    },
    logController: new OneLinePerRequest(),
    trustProxy: config.trustProxy,
    // A request that reaches a closing api (a kept-alive connection) is answered, not refused:
    // the listener is closed by then, so no new connection brings more.
    return503OnClosing: false,
    pluginTimeout: PLUGIN_TIMEOUT_MS,
  });

  await app.register(configPlugin, { config });
  await app.register(guardsPlugin);
  await app.register(dbPlugin, options.database ? { database: options.database } : {});
  await app.register(agencyPlugin);
  const seed = app.agency.seed;
  if (options.seedDemoAgency && seed) {
    try {
      await seedDemoAgency(app.db, seed, config, app.log);
    } catch (error) {
      await app.close();
      throw error;
    }
  }
  app.setErrorHandler(errorHandlerWith({ cache: responseCache, maxStaleMs: config.staleIfErrorMs }));
  await app.register(operatorPlugin);
  await app.register(settingsPlugin);
  await app.register(deploymentsPlugin);
  await app.register(telemetryPlugin);
  await app.register(viewTokensPlugin);
  await app.register(cataloguePlugin);
  await app.register(rendererPlugin);
  await app.register(authPlugin);
  await app.register(mailPlugin);
  await app.register(webhooksPlugin);
  await app.register(alertMatcherPlugin);
  await app.register(ownersPlugin);
  await app.register(crmPlugin, { metrics: metrics.crm, ...options.crm });

  await registerMetrics(app, metrics, { db: app.db, deployments: app.deploymentRecord }, { port: config.metricsPort, host: config.metricsHost });
  await registerSecurityHeaders(app, config, app.liveRemotes);
  fillResponseCache(app, responseCache);
  await registerCompression(app);
  await registerOpenApi(app);
  let draining = false;
  await app.register(healthRoutes, { draining: () => draining });
  app.decorate('startDraining', () => {
    draining = true;
    responseCache.startDraining();
  });
  app.addHook('onRequest', async (_request, reply) => {
    // Kept-alive connections end with this answer: the client's next request opens a new
    // connection, which the load balancer sends to a replica that is not stopping.
    if (draining) reply.header('connection', 'close');
  });
  await app.register(siteRoutes);
  await app.register(telemetryRoutes, { recorder: app.signals, redeem: app.viewTokens.redeem });
  await app.register(previewRoutes, { key: app.previewKey, dataDir: config.dataDir });
  await app.operator.register(adminOperatorRoutes, { operations: databaseOperations(app.db) });
  await app.operator.register(crmOperatorRoutes, { db: app.db });
  await app.operator.register(deployOperatorRoutes, {
    ledger: app.deployments,
    deployments: app.deploymentRecord,
    previewKey: app.previewKey,
    importFeed: async (feed) => {
      const summary = await importFeed(app.db, feed);
      app.alertMatcher.wake();
      return summary;
    },
  });
  await app.register(imageRoutes, { dataDir: config.dataDir, drawings: app.agency.images, bucket: mediaBucketOf(config) });
  await app.register(epcRoutes);
  await app.register(tileRoutes, { upstream: config.tileUpstream, cacheBytes: config.tileCacheBytes, userAgent: tileUserAgent(config) });
  await app.register(documentRoutes, { source: app.agency.documents });
  await app.register(catalogueRoutes);
  await app.register(contentRoutes);
  await app.register(adminRoutes);
  await app.register(formRoutes, {
    postedPage: postedPages({
      sources: app.pageSources,
      renderer: app.renderer ?? undefined,
      shellDir: () => app.liveShell().live,
      publicOrigin: config.publicOrigin,
    }),
  });
  await app.register(alertRoutes);
  await app.register(crmRoutes);
  await app.register(authRoutes);
  await app.register(portalRoutes);
  await app.register(trackingRoutes);
  await app.register(consentRoutes);
  await app.register(staticSite, { staticRoot: config.staticRoot, releasesRoot: releasesDir(config.dataDir), liveShell: app.liveShell });
  await app.register(seoRoutes, { metrics });
  return app;
}

declare module 'fastify' {
  interface FastifyInstance {
    /** From now on `/api/health` answers 503 "draining" and every answer closes its connection. */
    startDraining(): void;
  }
}

/** OpenStreetMap's tile policy asks each application to name itself and a way to reach it. */
function tileUserAgent(config: Config): string {
  return `BrusselsAgencySite/1.0 (+${config.publicOrigin ?? 'https://github.com/brussels-agency'})`;
}

/** The demo agency of spec §2–§3 on a first start: catalogue first, content (owners) on top of it. */
async function seedDemoAgency(db: Database, source: SeedSource, config: Config, log: FastifyBaseLogger): Promise<void> {
  const properties = await seedCatalogue(db, source, { seed: config.seed, properties: config.seedProperties });
  if (properties !== null) log.info({ properties, seed: config.seed }, 'seeded the demo catalogue');
  if (await seedContent(db, source, { seed: config.seed })) log.info({ seed: config.seed }, 'seeded the demo content and owners');
}
