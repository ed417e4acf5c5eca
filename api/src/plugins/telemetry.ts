import fp from 'fastify-plugin';
import { rollbackThresholdsOf, watchCanaries } from '../site/canary.js';
import type { DeployTarget } from '../site/deployments.js';
import { createSignalRecorder, type SignalRecorder } from '../site/telemetry.js';

/**
 * How each remote version does for real visitors: the browsers' reports and the server renders
 * counted per version, and the watcher that withdraws a canary doing worse than live and rolls
 * back a live version whose renders fail after its deploy (site/canary.ts).
 */
export const telemetryPlugin = fp(
  async (app) => {
    const signals = createSignalRecorder(app.db, app.deploymentRecord, app.log);
    app.addHook('onClose', () => signals.stop());
    const canaryWatch = watchCanaries({
      ledger: app.deployments,
      deployments: app.deploymentRecord,
      log: app.log,
      thresholds: rollbackThresholdsOf(app.config),
      everyMs: app.config.canaryWatchMs,
      beforeJudging: signals.flush,
    });
    app.addHook('onClose', async () => canaryWatch.stop());
    app.decorate('signals', signals);
    app.decorate('failingLiveVersions', canaryWatch.failingLive);
  },
  { name: 'telemetry', fastify: '5.x', dependencies: ['config', 'db', 'deployments'], decorators: { fastify: ['config', 'db', 'deployments', 'deploymentRecord'] } },
);

declare module 'fastify' {
  interface FastifyInstance {
    /** The per-version counts of page views, errors, fallbacks, vitals and server renders. */
    signals: SignalRecorder;
    /** The live versions judged failing that the api could not roll back, with why: for the remotes' health. */
    failingLiveVersions(): ReadonlyMap<DeployTarget, string>;
  }
}

export default telemetryPlugin;
