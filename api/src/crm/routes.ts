import fp from 'fastify-plugin';
import { sweepBrightWebhookRoutes } from './sweepbright/webhook.js';

/** The CRM's public route: its webhook, guarded by its secret; none without a CRM, or for one the site polls. */
export const crmRoutes = fp(
  async (app) => {
    const { crm } = app;
    if (crm === null || crm.webhookSecret === null) return;
    await app.register(sweepBrightWebhookRoutes, { secret: crm.webhookSecret, onHint: crm.hint });
  },
  { name: 'crm-routes', fastify: '5.x', encapsulate: true, dependencies: ['crm', 'guards'], decorators: { fastify: ['crm', 'guardedRoutes'] } },
);
