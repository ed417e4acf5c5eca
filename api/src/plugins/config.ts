import fp from 'fastify-plugin';
import type { Config } from '../config.js';

/** The configuration read at start (`loadConfig`), one object for every plugin and route. */
export const configPlugin = fp<{ config: Config }>(
  async (app, { config }) => {
    app.decorate('config', config);
  },
  { name: 'config', fastify: '5.x' },
);

declare module 'fastify' {
  interface FastifyInstance {
    config: Config;
  }
}

export default configPlugin;
