import fp from 'fastify-plugin';
import type { RetrySchedule } from '../mail/worker.js';
import { OutboxWorker } from '../mail/worker.js';

/** The back office's webhook (WEBHOOK_URL): every enquiry, forwarded through its own outbox. */
export interface WebhookOutbox {
  /** Has the worker look now, once the transaction that queued the enquiry has committed. */
  wake(): void;
}

/**
 * The webhook worker, with its own start and stop like the mail's; `webhooks` is null without a
 * WEBHOOK_URL, and then no enquiry is queued for it.
 */
export const webhooksPlugin = fp<{ retry?: RetrySchedule }>(
  async (app, options) => {
    const webhookUrl = app.config.webhookUrl;
    if (webhookUrl === undefined) {
      app.decorate('webhooks', null);
      return;
    }
    const worker = new OutboxWorker<{ id: string; attempts: number; payload: unknown }>({
      db: app.db,
      table: 'webhook_outbox',
      columns: ['payload'],
      log: app.log,
      retry: options.retry,
      deliver: async (row) => {
        const response = await fetch(webhookUrl, {
          method: 'POST',
          headers: { 'content-type': 'application/json', 'idempotency-key': row.id },
          body: JSON.stringify(row.payload),
          signal: AbortSignal.timeout(10_000),
        });
        if (!response.ok) throw new Error(`The back office answered ${response.status}`);
      },
    });
    app.decorate('webhooks', { wake: () => worker.wake() } satisfies WebhookOutbox);
    app.addHook('onReady', async () => worker.start());
    app.addHook('onClose', () => worker.stop());
  },
  { name: 'webhooks', fastify: '5.x', dependencies: ['config', 'db'], decorators: { fastify: ['config', 'db'] } },
);

declare module 'fastify' {
  interface FastifyInstance {
    webhooks: WebhookOutbox | null;
  }
}

export default webhooksPlugin;
