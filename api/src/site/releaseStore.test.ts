import { existsSync } from 'node:fs';
import { mkdtemp, readFile, rm } from 'node:fs/promises';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import S3rver from 's3rver';
import { migrate } from '../db/migrate.js';
import { describeEachDatabase } from '../test/databases.js';
import { waitFor } from '../test/waitFor.js';
import { writeBuild } from '../test/builds.js';
import { databaseLedger, followDeployments } from './deploymentLedger.js';
import { DeployError, publishBuild, releaseDir } from './deployments.js';
import { holdLiveReleases, s3ReleaseStore, type ReleaseStore } from './releaseStore.js';

// Releases on shared storage, against a real S3 API server (s3rver), two replicas with a
// DATA_DIR each on one database.

const BUCKET = 'releases';
const QUIET = { info: () => {}, warn: () => {} };

let root: string;
let server: S3rver;
let endpoint: string;

async function startStore(port = 0): Promise<void> {
  server = new S3rver({ port, address: '127.0.0.1', silent: true, directory: path.join(root, 's3'), configureBuckets: [{ name: BUCKET, configs: [] }] });
  const address = (await server.run()) as AddressInfo;
  endpoint = `http://127.0.0.1:${address.port}`;
}

beforeAll(() => {
  // s3rver's own credentials: the store takes them the SDK's usual way, from the environment.
  process.env.AWS_ACCESS_KEY_ID = 'S3RVER';
  process.env.AWS_SECRET_ACCESS_KEY = 'S3RVER';
});

beforeEach(async () => {
  root = await mkdtemp(path.join(tmpdir(), 'release-store-'));
  await startStore();
});

afterEach(async () => {
  await server.close().catch(() => undefined);
  await rm(root, { recursive: true, force: true });
});

const storeAt = (): ReleaseStore => s3ReleaseStore({ bucket: BUCKET, prefix: 'site/', endpoint, region: 'us-east-1' });

describe('the S3 release store', () => {
  it('publishes a build once and gives it whole to another machine', async () => {
    const store = storeAt();
    const [here, there] = [path.join(root, 'a'), path.join(root, 'b')];
    const id = await publishBuild(here, 'mf-search', await writeBuild(path.join(root, 'build'), '0.1.0+1'), store);
    await expect(store.has('mf-search', id)).resolves.toBe(true);
    await expect(store.has('mf-search', '0.1.0+9.000000000000')).resolves.toBe(false);

    await store.get('mf-search', id, releaseDir(there, 'mf-search', id));
    await expect(readFile(path.join(releaseDir(there, 'mf-search', id), 'server', 'remoteEntry.js'), 'utf8')).resolves.toBe('/* server 0.1.0+1 */');
  });

  it('says plainly when it cannot be reached, and a deploy then changes nothing', async () => {
    await server.close();
    const store = storeAt();
    const failed = publishBuild(path.join(root, 'a'), 'mf-search', await writeBuild(path.join(root, 'build'), '0.1.0+1'), store);
    await expect(failed).rejects.toBeInstanceOf(DeployError);
    await expect(failed).rejects.toThrow(`the release store s3://${BUCKET}/site/ at ${endpoint} cannot be used`);
  });
});

describeEachDatabase('two replicas with a DATA_DIR each', (database) => {
  beforeAll(async () => {
    await migrate(database.db, QUIET);
  });

  beforeEach(async () => {
    await database.db.exec('delete from deployments; delete from deployment_history');
  });

  it('the other replica serves a deploy within a second, and keeps serving what it holds while the store is down', async () => {
    const store = storeAt();
    const [dataA, dataB] = [path.join(root, 'a'), path.join(root, 'b')];
    const ledger = databaseLedger(database.db, dataA, store);
    const replicaB = await followDeployments(database.db, QUIET, { prepare: (record) => holdLiveReleases(dataB, store, record) });
    try {
      const one = await publishBuild(dataA, 'mf-search', await writeBuild(path.join(root, 'build1'), '0.1.0+1'), store);
      const deployed = Date.now();
      await ledger.deploy('mf-search', one, { by: 'team search' });
      await waitFor(() => replicaB.current()['mf-search']?.live === one, 1000);
      expect(Date.now() - deployed).toBeLessThan(1000);
      expect(existsSync(path.join(releaseDir(dataB, 'mf-search', one), 'remoteEntry.js'))).toBe(true);

      // The store goes down: a deploy through it fails and changes nothing.
      const two = await publishBuild(dataA, 'mf-search', await writeBuild(path.join(root, 'build2'), '0.1.0+2'), store);
      const port = Number(new URL(endpoint).port);
      await server.close();
      await expect(ledger.deploy('mf-search', two, { by: 'team search' })).rejects.toThrow('cannot be used');
      expect((await ledger.read())['mf-search']?.live).toBe(one);
      // A record that names a release B cannot fetch (made live past the store): B keeps serving what it holds…
      await databaseLedger(database.db, dataA, null).deploy('mf-search', two, { by: 'an operator' });
      await new Promise((resolve) => setTimeout(resolve, 500));
      expect(replicaB.current()['mf-search']?.live).toBe(one);
      // …and takes the new one once the store is back.
      await startStore(port);
      await waitFor(() => replicaB.current()['mf-search']?.live === two, 5000);
    } finally {
      await replicaB.stop();
    }
  });
});
