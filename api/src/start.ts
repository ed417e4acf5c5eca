import type { Server } from 'node:http';
import type { FastifyInstance } from 'fastify';
import { buildApp } from './app.js';
import type { Config } from './config.js';
import { deployBuildsNotOnRecord } from './site/deploymentLedger.js';
import { errorCode } from './systemError.js';
import { StartupError } from './startupError.js';

export interface RunningApi {
  app: FastifyInstance;
  /** `http://host:port` as bound: the real port when `config.port` was 0. */
  url: string;
  /** Stops taking requests, lets the ones in flight finish, then closes the database. */
  close(): Promise<void>;
  /**
   * A rolling deploy's stop: says "draining" on `/api/health` while still serving for the configured
   * delay, then closes as `close` does.
   */
  drain(): Promise<void>;
}

/** A warm-up that hangs must not hold the start: pages then fall back until renders succeed. */
const WARM_UP_LIMIT_MS = 20_000;

async function warmUp(app: FastifyInstance): Promise<void> {
  let timer: NodeJS.Timeout | undefined;
  const limit = new Promise<void>((resolve) => {
    timer = setTimeout(() => {
      app.log.warn(`the warm-up of server rendering took over ${WARM_UP_LIMIT_MS} ms; starting without it`);
      resolve();
    }, WARM_UP_LIMIT_MS);
  });
  try {
    await Promise.race([app.warmUpRendering(), limit]);
  } catch (error) {
    app.log.warn({ err: error }, 'the warm-up of server rendering failed; pages fall back until renders succeed');
  } finally {
    clearTimeout(timer);
  }
}

/**
 * Connections the kernel queued while the event loop was busy (a burst of first renders blocks it
 * for hundreds of milliseconds) are accepted at the loop's next poll, and their requests read at the
 * poll after. Closing the listener before that resets them, so a drain would drop requests that
 * reached it in time: the loop turns until a whole turn accepts no connection.
 */
async function acceptWaitingConnections(server: Server): Promise<void> {
  let accepted = 0;
  const count = () => {
    accepted += 1;
  };
  server.on('connection', count);
  try {
    let before: number;
    do {
      before = accepted;
      // Resolves in the check phase of the next turn: its poll phase runs first.
      await new Promise((resolve) => setImmediate(resolve));
    } while (accepted !== before);
  } finally {
    server.off('connection', count);
  }
}

export async function startApi(config: Config): Promise<RunningApi> {
  const app = await buildApp(config, { seedDemoAgency: true });
  try {
    for (const { folder, to } of await deployBuildsNotOnRecord(config, app.deployments, app.releaseStore)) {
      app.log.info({ remote: folder, version: to }, 'deployed the latest build of a remote with no version on record');
    }
  } catch (error) {
    app.log.warn({ err: error }, 'the latest builds could not be published; those remotes are served from their build folders');
  }
  try {
    await app.listen({ port: config.port, host: config.host });
  } catch (error) {
    await app.close();
    if (errorCode(error) === 'EADDRINUSE') {
      throw new StartupError(`Port ${config.port} on ${config.host} is already in use: stop the other server or set PORT.`);
    }
    throw error;
  }
  // Done before the api says it is ready: the first visitors then get rendered pages in budget.
  await warmUp(app);
  const address = app.server.address();
  const port = typeof address === 'object' && address !== null ? address.port : config.port;
  const host = config.host === '0.0.0.0' || config.host === '::' ? 'localhost' : config.host;
  const close = () => app.close();
  const drain = async () => {
    app.startDraining();
    await new Promise((resolve) => setTimeout(resolve, config.shutdownDelayMs));
    await acceptWaitingConnections(app.server);
    await close();
  };
  return { app, url: `http://${host}:${port}`, close, drain };
}
