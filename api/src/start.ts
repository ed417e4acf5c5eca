import type { FastifyInstance } from 'fastify';
import { buildApp } from './app.js';
import type { Config } from './config.js';
import { errorCode } from './systemError.js';
import { StartupError } from './startupError.js';

export interface RunningApi {
  app: FastifyInstance;
  /** `http://host:port` as bound: the real port when `config.port` was 0. */
  url: string;
  /** Stops taking requests, lets the ones in flight finish, then closes the database. */
  close(): Promise<void>;
}

export async function startApi(config: Config): Promise<RunningApi> {
  const app = await buildApp(config, { seedDemoAgency: true });
  try {
    await app.listen({ port: config.port, host: config.host });
  } catch (error) {
    await app.close();
    if (errorCode(error) === 'EADDRINUSE') {
      throw new StartupError(`Port ${config.port} on ${config.host} is already in use: stop the other server or set PORT.`);
    }
    throw error;
  }
  // The first render loads the shell's and the remotes' server bundles (about half a second): done
  // now, the first visitor gets a rendered page within its budget, and the home page is cached.
  void app.inject({ method: 'GET', url: '/', headers: { accept: 'text/html' } }).catch((error: unknown) => {
    app.log.warn({ err: error }, 'the warm-up render of the home page failed');
  });
  const address = app.server.address();
  const port = typeof address === 'object' && address !== null ? address.port : config.port;
  const host = config.host === '0.0.0.0' || config.host === '::' ? 'localhost' : config.host;
  return { app, url: `http://${host}:${port}`, close: () => app.close() };
}
