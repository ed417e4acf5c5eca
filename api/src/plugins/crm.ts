import fp from 'fastify-plugin';
import { crmPlugin, type CrmPluginOptions } from '../crm/plugin.js';

/** The CRM connector, counted in the site's metrics; `buildApp`'s `crm` gives it a test's retries. */
export default fp<{ crm?: Omit<CrmPluginOptions, 'metrics'> }>(
  async (app, { crm }) => {
    await app.register(crmPlugin, { metrics: app.siteMetrics.crm, ...crm });
  },
  { name: 'crm-connector', fastify: '5.x', dependencies: ['config', 'db', 'owners', 'metrics'], decorators: { fastify: ['siteMetrics'] } },
);
