import fp from 'fastify-plugin';
import { Catalogue } from '../catalogue/catalogue.js';
import { CATALOGUE_CHANNEL } from '../catalogue/rows.js';

/**
 * The catalogue's reads and their answer cache, one for the api's routes and its page render. Every
 * replica listens for the database's word that the data changed (an import, the admin api), so its
 * cached answers and pages follow at once rather than at their next check.
 */
export const cataloguePlugin = fp(
  async (app) => {
    const catalogue = new Catalogue(app.db);
    const listeners = new Set<() => void>([catalogue.expire]);
    const changed = () => {
      for (const listener of listeners) listener();
    };
    const unlisten = await app.db.listen(CATALOGUE_CHANNEL, { onNotify: changed, onReconnect: changed });
    app.addHook('onClose', unlisten);
    app.decorate('catalogue', catalogue);
    app.decorate('onCatalogueChange', (listener: () => void) => void listeners.add(listener));
  },
  { name: 'catalogue', fastify: '5.x', dependencies: ['db'], decorators: { fastify: ['db'] } },
);

declare module 'fastify' {
  interface FastifyInstance {
    catalogue: Catalogue;
    /** Calls `listener` whenever the database says the site's data changed. */
    onCatalogueChange(listener: () => void): void;
  }
}

export default cataloguePlugin;
