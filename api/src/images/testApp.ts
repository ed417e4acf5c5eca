import Fastify, { type FastifyInstance, type FastifyPluginAsync } from 'fastify';
import { registerOpenApi } from '../docs/openapi.js';
import { errorHandler } from '../http/errors.js';
import { PLUGIN_TIMEOUT_MS } from '../plugins/db.js';
import { registerServices, type TestServices } from '../test/services.js';

export interface LogLine {
  msg: string;
  [field: string]: unknown;
}

/**
 * One plugin with what `buildApp` puts around every route (the error handler, zod validation and
 * the api documentation), and with `services` the shared plugins it uses (a database among them);
 * without, none: the image and document routes use none.
 */
export async function pluginTestApp<Options extends Record<string, unknown>>(
  plugin: FastifyPluginAsync<Options>,
  options: Options,
  services?: TestServices,
): Promise<{ app: FastifyInstance; logLines: LogLine[] }> {
  const logLines: LogLine[] = [];
  const app = Fastify({
    pluginTimeout: PLUGIN_TIMEOUT_MS,
    logger: { level: 'info', stream: { write: (line: string) => logLines.push(JSON.parse(line) as LogLine) } },
  });
  app.setErrorHandler(errorHandler);
  if (services) await registerServices(app, services);
  await registerOpenApi(app);
  await app.register(plugin, options);
  await app.ready();
  return { app, logLines };
}
