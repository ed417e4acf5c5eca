import { fileURLToPath } from 'node:url';
import autoload from '@fastify/autoload';
import Fastify, { LogController, type FastifyInstance, type FastifyReply, type FastifyRequest } from 'fastify';
import { adminRoutes } from './admin/routes.js';
import { adminOperatorRoutes, databaseOperations } from './admin/operations.js';
import { alertRoutes } from './alerts/routes.js';
import { authRoutes } from './auth/routes.js';
import { catalogueRoutes } from './catalogue/routes.js';
import { consentRoutes } from './consent/routes.js';
import { crmRoutes } from './crm/routes.js';
import { crmOperatorRoutes } from './crm/status.js';
import { contentRoutes } from './content/routes.js';
import type { Config } from './config.js';
import type { CrmPluginOptions } from './crm/plugin.js';
import type { Database } from './db/database.js';
import { importFeed } from './catalogue/import.js';
import { createSiteMetrics } from './http/metrics.js';
import { cachingServer, ResponseCache } from './http/responseCache.js';
import { PLUGIN_TIMEOUT_MS } from './plugins/db.js';
import { documentRoutes } from './documents/routes.js';
import { formRoutes } from './forms/routes.js';
import { loggedUrl } from './http/loggedUrl.js';
import { epcRoutes } from './images/epc.js';
import { mediaBucketOf } from './images/mediaBucket.js';
import { imageRoutes } from './images/routes.js';
import { portalRoutes } from './portal/routes.js';
import { healthRoutes } from './routes/health.js';
import { tileRoutes } from './tiles/routes.js';
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

  // The shared services and what every request goes through (plugins/, each naming what it
  // needs); a plugin that fails (a seeding that cannot write) closes those already started.
  try {
    // From the sources under tsx, which autoload does not recognize when loaded with --import.
    if (import.meta.url.endsWith('.ts')) process.env.FASTIFY_AUTOLOAD_TYPESCRIPT ??= 'true';
    const plugins = {
      dir: fileURLToPath(new URL('./plugins', import.meta.url)),
      ignorePattern: /\.test\./,
      // Loaded as this module was: ES modules, or CommonJS under jest's transform (autoload reads
      // package.json's "module" otherwise, and jest's sandbox cannot import()).
      packageType: typeof require === 'function' ? 'commonjs' : 'module',
      options: { config, database: options.database, seedDemoAgency: options.seedDemoAgency, responseCache, siteMetrics: metrics, crm: options.crm },
    };
    await app.register(autoload, plugins);
  } catch (error) {
    await app.close();
    throw error;
  }
  await app.register(healthRoutes);
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
  await app.register(seoRoutes, { metrics: app.siteMetrics });
  return app;
}

/** OpenStreetMap's tile policy asks each application to name itself and a way to reach it. */
function tileUserAgent(config: Config): string {
  return `BrusselsAgencySite/1.0 (+${config.publicOrigin ?? 'https://github.com/brussels-agency'})`;
}
