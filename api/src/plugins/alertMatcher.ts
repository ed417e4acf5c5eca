import fp from 'fastify-plugin';
import { runAlerts } from '../alerts/matcher.js';
import { CATALOGUE_CHANNEL } from '../catalogue/rows.js';
import { linkSigningKey } from '../forms/uploadLinks.js';

export interface AlertMatcherOptions {
  /** How often the property events are matched against confirmed saved searches; 0 turns the matcher off. */
  matchEveryMs?: number;
}

/**
 * Matches the property events (publications, price changes, status changes) against the confirmed saved searches (the demand
 * register's among them) on a timer, queues their alert mails and wakes the mail worker; stopped,
 * its run in progress finished, when the app closes.
 */
export const alertMatcherPlugin = fp<AlertMatcherOptions>(
  async (app, { matchEveryMs = 60_000 }) => {
    if (matchEveryMs <= 0) {
      app.decorate('alertMatcher', { wake: () => {} });
      return;
    }
    const { config, db, mail } = app;
    // Mails are read away from the site: without PUBLIC_ORIGIN their links can only name this host.
    const origin = config.publicOrigin ?? `http://localhost:${config.port}`;
    let matching: Promise<void> = Promise.resolve();
    const match = () =>
      (matching = linkSigningKey(db, config.linkSecret)
        .then((linkKey) => runAlerts(db, { origin, linkKey }))
        .then((queued) => {
          if (queued > 0) mail.wake();
        })
        .catch((error: unknown) => app.log.warn({ err: error }, 'saved-search matcher failed')));
    void match();
    // An import through this api is matched at once rather than at the next tick; a run going on is let finish first.
    const wake = () => void matching.then(match);
    app.decorate('alertMatcher', { wake });
    // Any change of the catalogue, by any replica or command on this database, is announced by its
    // NOTIFY (bumpCatalogueVersion): matched now; the timer stays for digests and missed notifications.
    const unlisten = await db.listen(CATALOGUE_CHANNEL, { onNotify: wake, onReconnect: wake });
    const timer = setInterval(() => void match(), matchEveryMs);
    timer.unref();
    app.addHook('onClose', async () => {
      clearInterval(timer);
      await unlisten();
      await matching;
    });
  },
  // After the seeding: its first run reads the demo catalogue.
  { name: 'alert-matcher', fastify: '5.x', dependencies: ['config', 'db', 'mail', 'seeding'], decorators: { fastify: ['config', 'db', 'mail'] } },
);

declare module 'fastify' {
  interface FastifyInstance {
    /** The saved-search matcher: `wake` runs it now (after an import), besides its timer. */
    alertMatcher: { wake(): void };
  }
}

export default alertMatcherPlugin;
