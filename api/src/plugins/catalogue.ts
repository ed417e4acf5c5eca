import fp from 'fastify-plugin';
import { Catalogue } from '../catalogue/catalogue.js';

/** The catalogue's reads and their answer cache, one for the api's routes and its page render. */
export const cataloguePlugin = fp(
  async (app) => {
    app.decorate('catalogue', new Catalogue(app.db));
  },
  { name: 'catalogue', fastify: '5.x', dependencies: ['db'], decorators: { fastify: ['db'] } },
);

declare module 'fastify' {
  interface FastifyInstance {
    catalogue: Catalogue;
  }
}
