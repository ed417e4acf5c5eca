import fp from 'fastify-plugin';
import { registerMetrics, type SiteMetrics } from '../http/metrics.js';

/** The site's figures (`buildApp` makes them with the server, which counts replayed answers), served on the metrics port. */
export default fp<{ siteMetrics: SiteMetrics }>(
  async (app, { siteMetrics }) => {
    app.decorate('siteMetrics', siteMetrics);
    await registerMetrics(app, siteMetrics, { db: app.db, deployments: app.deploymentRecord }, { port: app.config.metricsPort, host: app.config.metricsHost });
  },
  { name: 'metrics', fastify: '5.x', dependencies: ['config', 'db', 'deployments'], decorators: { fastify: ['config', 'db', 'deploymentRecord'] } },
);

declare module 'fastify' {
  interface FastifyInstance {
    siteMetrics: SiteMetrics;
  }
}
