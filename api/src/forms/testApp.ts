import Fastify, { type FastifyInstance } from 'fastify';
import type { Config } from '../config.js';
import type { Database } from '../db/database.js';
import { registerOpenApi } from '../docs/openapi.js';
import { errorHandler } from '../http/errors.js';
import type { MailTransport, OutgoingMail, RetrySchedule } from '../mail/worker.js';
import { PLUGIN_TIMEOUT_MS } from '../plugins/db.js';
import { registerServices } from '../test/services.js';
import { formRoutes, type FormRoutesOptions } from './routes.js';

/** A transport that keeps what it is given, failing while `failing` is set. */
export class MemoryTransport implements MailTransport {
  readonly sent: OutgoingMail[] = [];
  failing = false;

  send(mail: OutgoingMail): Promise<void> {
    if (this.failing) return Promise.reject(new Error('mail server down'));
    this.sent.push(mail);
    return Promise.resolve();
  }

  close(): void {}
}

/** Only the forms routes on `db`, with the test's transport and limits (and no saved-search matcher). */
export async function formsTestApp(
  config: Config,
  db: Database,
  { mailTransport, retry, ...options }: FormRoutesOptions & { mailTransport?: MailTransport; retry?: RetrySchedule } = {},
): Promise<FastifyInstance> {
  const app = Fastify({ logger: false, pluginTimeout: PLUGIN_TIMEOUT_MS });
  app.setErrorHandler(errorHandler);
  await registerServices(app, { database: db, config, mail: { ...(mailTransport ? { transport: mailTransport } : {}), ...(retry ? { retry } : {}) } });
  await registerOpenApi(app);
  await app.register(formRoutes, options);
  return app;
}
