import path from 'node:path';
import fp from 'fastify-plugin';
import { uploadsDirectory } from '../forms/uploads.js';
import { enqueueMail } from '../mail/outbox.js';
import { fileTransport, mailWorker, smtpTransport, type MailTransport, type RetrySchedule } from '../mail/worker.js';

export interface MailPluginOptions {
  /** Tests send through their own transport; by default SMTP_URL, or `.eml` files under DATA_DIR/mail/. */
  transport?: MailTransport;
  retry?: RetrySchedule;
  /** How often the worker looks for due mails when nobody wakes it (2 s by default). */
  pollMs?: number;
}

/** The mail outbox: mails queued in the transaction of what they report, sent by one worker. */
export interface MailOutbox {
  /** Queues a mail in the caller's transaction: it exists exactly when the change it reports does. */
  enqueue: typeof enqueueMail;
  /** Has the worker look now, once the transaction that queued mails has committed (else it polls). */
  wake(): void;
}

/** The mail worker, started with the app and stopped, its mail in hand sent, when the app closes. */
export const mailPlugin = fp<MailPluginOptions>(
  async (app, options) => {
    const { config, db } = app;
    const transport = options.transport ?? (config.smtpUrl ? smtpTransport(config.smtpUrl) : fileTransport(path.join(config.dataDir, 'mail')));
    const worker = mailWorker({
      db,
      transport,
      from: config.mailFrom,
      agencyEmail: config.agencyEmail,
      log: app.log,
      retry: options.retry,
      ...(options.pollMs === undefined ? {} : { pollMs: options.pollMs }),
      uploadsDir: uploadsDirectory(config.dataDir),
    });
    app.decorate('mail', { enqueue: enqueueMail, wake: () => worker.wake() } satisfies MailOutbox);
    app.addHook('onReady', async () => worker.start());
    app.addHook('onClose', async () => {
      await worker.stop();
      transport.close();
    });
  },
  { name: 'mail', fastify: '5.x', dependencies: ['config', 'db'], decorators: { fastify: ['config', 'db'] } },
);

declare module 'fastify' {
  interface FastifyInstance {
    mail: MailOutbox;
  }
}

export default mailPlugin;
