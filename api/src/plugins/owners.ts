import fp from 'fastify-plugin';
import { linkVendors, type Vendor } from '../admin/owners.js';

/** The owners of the portal as other parts of the api write them (the CRM connector). */
export interface OwnersService {
  /**
   * Makes `vendors` exactly the owners of property `propertyId`: creates or updates each (found by
   * CRM id, else e-mail), unlinks vendors no longer listed, and invites each new owner once to
   * choose a password, in their language (the site's default language when the CRM gives none).
   */
  linkVendors(propertyId: number, vendors: Vendor[]): Promise<void>;
}

export const ownersPlugin = fp(
  async (app) => {
    const { config, db, mail, settings } = app;
    // No request to take an origin from: links in mails need PUBLIC_ORIGIN in production.
    const origin = config.publicOrigin ?? `http://localhost:${config.port}`;
    app.decorate('owners', {
      async linkVendors(propertyId, vendors) {
        const { defaultLanguage } = await settings.read();
        const invited = await db.transaction((tx) => linkVendors(tx, propertyId, vendors, defaultLanguage, origin));
        if (invited > 0) mail.wake();
      },
    } satisfies OwnersService);
  },
  { name: 'owners', fastify: '5.x', dependencies: ['config', 'db', 'mail', 'settings'], decorators: { fastify: ['config', 'db', 'mail', 'settings'] } },
);

declare module 'fastify' {
  interface FastifyInstance {
    owners: OwnersService;
  }
}

export default ownersPlugin;
