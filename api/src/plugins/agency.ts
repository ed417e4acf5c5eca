import fp from 'fastify-plugin';
import { agencySources, type AgencySources } from '../seeding/sources.js';

/** Whose agency this api serves: the demo's sources, or a real agency's (`SEED_DEMO=false`). */
export const agencyPlugin = fp(
  async (app) => {
    app.decorate('agency', await agencySources(app.config, app.db));
  },
  { name: 'agency', fastify: '5.x', dependencies: ['config', 'db'], decorators: { fastify: ['config', 'db'] } },
);

declare module 'fastify' {
  interface FastifyInstance {
    agency: AgencySources;
  }
}

export default agencyPlugin;
