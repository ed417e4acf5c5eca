import fp from 'fastify-plugin';
import { openDatabase, type Database } from '../db/database.js';
import { migrate } from '../db/migrate.js';

export interface DbPluginOptions {
  /** A database the caller opened and will close; by default one is opened from the config and closed with the app. */
  database?: Database;
}

/**
 * How long an app waits for its plugins to load (Fastify's `pluginTimeout`, 10 s by default): the
 * database's opening and migration take what they take, a first PGlite start or a long migration
 * on a busy machine among them.
 */
export const PLUGIN_TIMEOUT_MS = 5 * 60_000;

/** The database, migrated to this build's schema before any route or worker uses it. */
export const dbPlugin = fp<DbPluginOptions>(
  async (app, { database }) => {
    const owned = database === undefined ? await openDatabase(app.config, app.log) : undefined;
    const db = database ?? (owned as Database);
    try {
      await migrate(db, app.log);
    } catch (error) {
      await owned?.close();
      throw error;
    }
    // Registered before the workers' own hooks, so it runs after them: onClose hooks run last first.
    if (owned) app.addHook('onClose', () => owned.close());
    app.decorate('db', db);
  },
  { name: 'db', fastify: '5.x', dependencies: ['config'], decorators: { fastify: ['config'] } },
);

declare module 'fastify' {
  interface FastifyInstance {
    db: Database;
  }
}

export default dbPlugin;
