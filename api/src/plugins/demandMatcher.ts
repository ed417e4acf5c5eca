import fp from 'fastify-plugin';
import { matchNewProperties } from '../forms/demandMatcher.js';

export interface DemandMatcherOptions {
  /** How often new properties are matched against confirmed demands; 0 turns the matcher off. */
  matchEveryMs?: number;
}

/**
 * Matches new properties against the confirmed demands on a timer, queues their mails and wakes
 * the mail worker; stopped, its run in progress finished, when the app closes.
 */
export const demandMatcherPlugin = fp<DemandMatcherOptions>(
  async (app, { matchEveryMs = 60_000 }) => {
    if (matchEveryMs <= 0) return;
    const { config, db, mail } = app;
    // Mails are read away from the site: without PUBLIC_ORIGIN their links can only name this host.
    const origin = config.publicOrigin ?? `http://localhost:${config.port}`;
    let matching: Promise<void> = Promise.resolve();
    const match = () =>
      (matching = matchNewProperties(db, origin)
        .then((queued) => {
          if (queued > 0) mail.wake();
        })
        .catch((error: unknown) => app.log.warn({ err: error }, 'demand matcher failed')));
    // The first run right away, as the app loads, takes the catalogue as found as known, before any import adds to it.
    void match();
    const timer = setInterval(() => void match(), matchEveryMs);
    timer.unref();
    app.addHook('onClose', async () => {
      clearInterval(timer);
      await matching;
    });
  },
  { name: 'demand-matcher', fastify: '5.x', dependencies: ['config', 'db', 'mail'], decorators: { fastify: ['config', 'db', 'mail'] } },
);
