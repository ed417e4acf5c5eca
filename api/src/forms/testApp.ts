import Fastify, { type FastifyInstance } from 'fastify';
import type { Config } from '../config.js';
import type { Database } from '../db/database.js';
import { migrate } from '../db/migrate.js';
import { registerOpenApi } from '../docs/openapi.js';
import { errorHandler } from '../http/errors.js';
import type { MailTransport, OutgoingMail } from '../mail/worker.js';
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

/** Only the forms routes on `db`, with the test's transport and limits. */
export async function formsTestApp(
  config: Config,
  db: Database,
  options: Omit<FormRoutesOptions, 'config' | 'db'> = {},
): Promise<FastifyInstance> {
  const app = Fastify({ logger: false });
  await migrate(db, app.log);
  app.setErrorHandler(errorHandler);
  await registerOpenApi(app);
  await app.register(formRoutes, { config, db, matchEveryMs: 0, ...options });
  return app;
}
