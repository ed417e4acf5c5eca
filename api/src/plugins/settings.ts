import fp from 'fastify-plugin';
import { readSiteInfo, readSiteSettings } from '../site/settings.js';

/** The site's settings as the back office keeps them in the database: read per use, so a change shows at once. */
export interface SiteSettingsAccess {
  read(): ReturnType<typeof readSiteSettings>;
  info(): ReturnType<typeof readSiteInfo>;
}

export const settingsPlugin = fp(
  async (app) => {
    const { db } = app;
    app.decorate('settings', { read: () => readSiteSettings(db), info: () => readSiteInfo(db) } satisfies SiteSettingsAccess);
  },
  { name: 'settings', fastify: '5.x', dependencies: ['db'], decorators: { fastify: ['db'] } },
);

declare module 'fastify' {
  interface FastifyInstance {
    settings: SiteSettingsAccess;
  }
}

export default settingsPlugin;
