import fp from 'fastify-plugin';
import type { RemoteLocation } from 'shared-kernel/federation';
import { databaseLedger, followDeployments, importRecordFile, type DeploymentLedger } from '../site/deploymentLedger.js';
import { liveShellDirs, type DeploymentRecord } from '../site/deployments.js';
import { holdLiveReleases, s3ReleaseStore, type ReleaseStore } from '../site/releaseStore.js';
import { remoteChooser, type RemoteChooser } from '../site/canary.js';
import { pinOfRequest, previewSigningKey } from '../site/preview.js';
import { isAllowedRemote } from '../site/remotes.js';

/**
 * What is live of the shell and each remote. Asked per use, not once: a deploy or a rollback on
 * record shows without a restart. Every replica follows the record in the database
 * (one fleet, one record); a record of before, in a file, moves in.
 */
export const deploymentsPlugin = fp(
  async (app) => {
    const { config, db } = app;
    await importRecordFile(db, config.dataDir, app.log);
    const releaseStore = config.releasesS3 ? s3ReleaseStore(config.releasesS3) : null;
    const following = await followDeployments(db, app.log, { prepare: (record) => holdLiveReleases(config.dataDir, releaseStore, record) });
    app.addHook('onClose', () => following.stop());
    app.decorate('deployments', databaseLedger(db, config.dataDir, releaseStore, (manifestUrl) => isAllowedRemote(config, manifestUrl)));
    app.decorate('releaseStore', releaseStore);
    // Loaded while the replica is idle, not when a deploy made through another replica arrives.
    app.addHook('onReady', async () => {
      void releaseStore?.connect().catch((error: unknown) => app.log.warn({ err: error }, 'the AWS SDK for the release store could not be loaded'));
    });
    app.decorate('deploymentRecord', following.current);
    // A canary's share of page views gets its version instead: each view's remotes are the visitor's.
    // A browser with a preview's signed cookie gets that release instead, before any canary.
    const previewKey = await previewSigningKey(db, config);
    app.decorate('previewKey', previewKey);
    const remotes = remoteChooser(config, following.current, (request) => pinOfRequest(previewKey, config.dataDir, request));
    app.decorate('liveRemotes', remotes.live);
    app.decorate('visitorRemotes', remotes.forVisitor);
    // The shell deploys like a remote: its live release, or its latest build before any.
    app.decorate('liveShell', () => liveShellDirs(config, following.current()));
  },
  { name: 'deployments', fastify: '5.x', dependencies: ['config', 'db'], decorators: { fastify: ['config', 'db'] } },
);

declare module 'fastify' {
  interface FastifyInstance {
    /** What is live of the shell and each remote, shared by every replica. */
    deployments: DeploymentLedger;
    /** The bucket releases are published to and fetched from; null: this DATA_DIR alone. */
    releaseStore: ReleaseStore | null;
    /** The record as last read: the same object until it changes. */
    deploymentRecord(): DeploymentRecord;
    /** Where each remote is loaded from now: it follows deploys and rollbacks. */
    liveRemotes(): RemoteLocation[];
    /** The remotes of this visitor's page view: a canary's for the visitors in its share (its bucket cookie set when new). */
    visitorRemotes: RemoteChooser['forVisitor'];
    /** What preview links and their cookies are signed with (site/preview.ts). */
    previewKey: string;
    /** The live shell's folder (`live`, whose `index.html` every page is made of) and every kept release's. */
    liveShell(): { live: string; all: string[] };
  }
}

export default deploymentsPlugin;
