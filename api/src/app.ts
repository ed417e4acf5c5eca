import Fastify, { LogController, type FastifyBaseLogger, type FastifyInstance, type FastifyReply, type FastifyRequest } from 'fastify';
import { isLanguage, localizePath } from 'shared-kernel';
import { alertRoutes } from './alerts/routes.js';
import { authRoutes } from './auth/routes.js';
import { Catalogue } from './catalogue/catalogue.js';
import { catalogueRoutes } from './catalogue/routes.js';
import { readCatalogueVersion } from './catalogue/rows.js';
import { seedCatalogue } from './catalogue/seed.js';
import { consentRoutes } from './consent/routes.js';
import { contentRoutes } from './content/routes.js';
import { seedContent } from './content/seed.js';
import type { Config } from './config.js';
import { openDatabase, type Database } from './db/database.js';
import { documentRoutes } from './documents/routes.js';
import { formRoutes } from './forms/routes.js';
import { migrate } from './db/migrate.js';
import { registerOpenApi } from './docs/openapi.js';
import { errorHandlerWith } from './http/errors.js';
import { createSiteMetrics, registerMetrics } from './http/metrics.js';
import { registerCompression } from './http/encoding.js';
import { cachingServer, fillResponseCache, ResponseCache } from './http/responseCache.js';
import { epcRoutes } from './images/epc.js';
import { imageRoutes } from './images/routes.js';
import { portalRoutes } from './portal/routes.js';
import { healthRoutes } from './routes/health.js';
import { tileRoutes } from './tiles/routes.js';
import { registerSecurityHeaders } from './http/securityHeaders.js';
import { siteRoutes } from './routes/site.js';
import { createFirstViewRenderer } from './seo/firstViewRenderer.js';
import { postedPages } from './seo/postedPage.js';
import { seoRoutes } from './seo/routes.js';
import { deployEndpointRoutes } from './site/deployEndpoint.js';
import { databaseLedger, followDeployments, importRecordFile, type DeploymentLedger } from './site/deploymentLedger.js';
import { liveShellDirs, releasesDir } from './site/deployments.js';
import { holdLiveReleases, s3ReleaseStore, type ReleaseStore } from './site/releaseStore.js';
import { remoteLocations } from './site/remotes.js';
import { readSiteSettings } from './site/settings.js';
import { createPageSources, throttledVersion } from './seo/sources.js';
import { staticSite } from './static/site.js';
import { trackingRoutes } from './tracking/routes.js';

export interface AppOptions {
  /** A database the caller opened and will close; by default the app opens one from `config`. */
  database?: Database;
  /** Fill an empty database with the demo agency of `config.seed` (the server does; tests choose). */
  seedDemoAgency?: boolean;
  /** Where log lines go instead of stdout (tests read them). */
  logStream?: { write(line: string): void };
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
        app.log.info({ req: { method: request.method, url: request.url }, res: { statusCode }, responseTime, cached: true }, 'request completed');
      }
    }),
    logger: {
      level: config.logLevel,
      redact: { paths: ['req.headers.authorization', 'req.headers.cookie'], censor: '[redacted]' },
      ...(options.logStream ? { stream: options.logStream } : {}),
    },
    logController: new OneLinePerRequest(),
    trustProxy: config.trustProxy,
    // A request that reaches a closing api (a kept-alive connection) is answered, not refused:
    // the listener is closed by then, so no new connection brings more.
    return503OnClosing: false,
  });

  let db = options.database;
  if (db === undefined) {
    const owned = await openDatabase(config, app.log);
    app.addHook('onClose', () => owned.close());
    db = owned;
  }
  try {
    await migrate(db, app.log);
    if (options.seedDemoAgency) await seedDemoAgency(db, config, app.log);
  } catch (error) {
    await app.close();
    throw error;
  }

  app.setErrorHandler(errorHandlerWith({ cache: responseCache, maxStaleMs: config.staleIfErrorMs }));
  // Asked per use, not once: a deploy or a rollback on record shows without a restart (issue 15).
  // Every page asks, so the list is made again only when the record changed (a new object).
  // Every replica follows the record in the database (issue 39); a record of before, in a file, moves in.
  await importRecordFile(db, config.dataDir, app.log);
  const releaseStore = config.releasesS3 ? s3ReleaseStore(config.releasesS3) : null;
  const following = await followDeployments(db, app.log, { prepare: (record) => holdLiveReleases(config.dataDir, releaseStore, record) });
  app.addHook('onClose', () => following.stop());
  const deployments = following.current;
  const ledger = databaseLedger(db, config.dataDir, releaseStore);
  app.decorate('deployments', ledger);
  app.decorate('releaseStore', releaseStore);
  let recordSeen = deployments();
  let remotesNow = remoteLocations(config, recordSeen);
  const liveRemotes = () => {
    const record = deployments();
    if (record !== recordSeen) {
      recordSeen = record;
      remotesNow = remoteLocations(config, record);
    }
    return remotesNow;
  };
  // The shell deploys like a remote (issue 37): its live release, or its latest build before any.
  const liveShell = () => liveShellDirs(config, deployments());
  await registerMetrics(app, metrics, { db, deployments }, { port: config.metricsPort, host: config.metricsHost });
  await registerSecurityHeaders(app, config, liveRemotes);
  fillResponseCache(app, responseCache);
  await registerCompression(app);
  await registerOpenApi(app);
  // True while warmUpRendering runs: the health check then says the api is still starting.
  let warming = false;
  let draining = false;
  await app.register(healthRoutes, { db, starting: () => warming, draining: () => draining });
  app.decorate('startDraining', () => {
    draining = true;
    responseCache.startDraining();
  });
  app.addHook('onRequest', async (_request, reply) => {
    // Kept-alive connections end with this answer: the client's next request opens a new
    // connection, which the load balancer sends to a replica that is not stopping.
    if (draining) reply.header('connection', 'close');
  });
  await app.register(siteRoutes, { config, db, liveRemotes, shellDir: () => liveShell().live });
  // The embedded database is this process's alone: the deploy command changes the record through it.
  if (db.kind === 'pglite') await app.register(deployEndpointRoutes, { ledger, dataDir: config.dataDir });
  await app.register(imageRoutes, { dataDir: config.dataDir });
  await app.register(epcRoutes);
  await app.register(tileRoutes, { upstream: config.tileUpstream, cacheBytes: config.tileCacheBytes, userAgent: tileUserAgent(config) });
  await app.register(documentRoutes);
  const catalogue = new Catalogue(db);
  await app.register(catalogueRoutes, { catalogue });
  await app.register(contentRoutes, { db });
  const database = db;
  if (!config.serverRender) {
    app.log.info(
      config.remotesFromDevServers
        ? 'server rendering is off: the remotes come from their dev servers, which build for the browser only; pages render in the browser (SSR=on renders with the production builds)'
        : 'server rendering is off (SSR=off): pages go out as the browser shell and render in the browser',
    );
  }
  const renderer = config.serverRender
    ? createFirstViewRenderer({
        app,
        shellDir: () => liveShell().live,
        liveRemotes,
        budgetMs: config.serverRenderBudgetMs,
        log: app.log,
      })
    : undefined;
  const sources = createPageSources(db, catalogue, liveRemotes);
  await app.register(formRoutes, {
    config,
    db,
    postedPage: postedPages({ sources, renderer, shellDir: () => liveShell().live, publicOrigin: config.publicOrigin }),
  });
  await app.register(alertRoutes, { config, db });
  await app.register(authRoutes, { db, publicOrigin: config.publicOrigin });
  await app.register(portalRoutes, { db, publicOrigin: config.publicOrigin });
  await app.register(trackingRoutes, { db });
  await app.register(consentRoutes, { db, publicOrigin: config.publicOrigin });
  await app.register(staticSite, { staticRoot: config.staticRoot, releasesRoot: releasesDir(config.dataDir), liveShell });
  await app.register(seoRoutes, {
    config,
    sources,
    dataVersion: throttledVersion(() => readCatalogueVersion(database)),
    liveRemotes,
    shellDir: () => liveShell().live,
    metrics,
    ...(renderer ? { renderer } : {}),
  });
  app.decorate('warmUpRendering', async () => {
    if (!renderer) return;
    warming = true;
    try {
      // The home, a list and a property page: between them they load every server bundle a first
      // visitor's page needs, so none of those pages is the first of its kind to render; then the
      // home in each other language, which loads that language's texts of every remote.
      const page = (url: string) => app.inject({ method: 'GET', url, headers: { accept: 'text/html' } });
      await page('/');
      await page('/for-sale/');
      const [newest] = (await app.inject({ method: 'GET', url: '/api/properties?pageSize=1' })).json<{ items?: { ID: number }[] }>().items ?? [];
      if (newest) await page(`/property/${newest.ID}/`);
      const site = await readSiteSettings(db);
      for (const { code } of site.languages.filter((language) => language.use && language.code !== site.defaultLanguage)) {
        if (isLanguage(code)) await page(localizePath('/', code));
      }
      await renderer.idle();
    } finally {
      warming = false;
    }
  });
  return app;
}

declare module 'fastify' {
  interface FastifyInstance {
    /**
     * Renders the home, a list and a property page once, loading the shell's and the remotes' server
     * bundles (about a second), so the first visitors get rendered pages within the budget. Needs
     * the api listening: the remotes' containers are fetched over HTTP. `/api/health` says
     * "starting" meanwhile.
     */
    warmUpRendering(): Promise<void>;
    /** From now on `/api/health` answers 503 "draining" and every answer closes its connection. */
    startDraining(): void;
    /** What is live of the shell and each remote, shared by every replica (issue 39). */
    deployments: DeploymentLedger;
    /** The bucket releases are published to and fetched from; null: this DATA_DIR alone. */
    releaseStore: ReleaseStore | null;
  }
}

/** OpenStreetMap's tile policy asks each application to name itself and a way to reach it. */
function tileUserAgent(config: Config): string {
  return `BrusselsAgencySite/1.0 (+${config.publicOrigin ?? 'https://github.com/brussels-agency'})`;
}

/** The demo agency of spec §2–§3 on a first start: catalogue first, content (owners) on top of it. */
async function seedDemoAgency(db: Database, config: Config, log: FastifyBaseLogger): Promise<void> {
  const properties = await seedCatalogue(db, { seed: config.seed, properties: config.seedProperties });
  if (properties !== null) log.info({ properties, seed: config.seed }, 'seeded the demo catalogue');
  if (await seedContent(db, { seed: config.seed })) log.info({ seed: config.seed }, 'seeded the demo content and owners');
}
