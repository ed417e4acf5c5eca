import fp from 'fastify-plugin';
import { registerSecurityHeaders } from '../http/securityHeaders.js';

/** Helmet's headers on every answer, the content security policy naming the live remotes. */
export default fp(
  async (app) => {
    await registerSecurityHeaders(app, app.config, app.liveRemotes);
  },
  // After the metrics: their hooks time the whole request.
  { name: 'security-headers', fastify: '5.x', dependencies: ['config', 'deployments', 'metrics'], decorators: { fastify: ['config', 'liveRemotes'] } },
);
