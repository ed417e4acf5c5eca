import { execFile } from 'node:child_process';
import { cp, mkdtemp, readdir, readFile, rm, writeFile } from 'node:fs/promises';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import S3rver from 's3rver';
import { freshPostgresDatabase, startApi, stopApi, waitUntil, type RunningProcess } from './process.js';

// A fleet, not one machine. Replicas of the built api on machines of their own (a
// DATA_DIR each), one PostgreSQL database and one S3-API server (s3rver) for the releases. A deploy
// or a rollback made through one replica is rendered by the others within a second; a replica
// started later serves what is live; with the store down, pages keep rendering and a deploy says why
// it cannot go ahead. Measured on main before: the record was a file per DATA_DIR, and the other
// replica kept rendering the old version until it was deployed there too.

const run = promisify(execFile);
const DEPLOY = path.resolve(import.meta.dirname, '..', 'dist', 'scripts', 'deploy.js');
const SEARCH_BUILD = path.resolve(import.meta.dirname, '..', '..', 'mf-search', 'dist');
const BUCKET = 'releases';
/** mf-search's French label of its search box, as built. */
const LIVE_LABEL = 'Rechercher un bien';
/** What a replica is given to switch, from the end of the command that changed the record. */
const SWITCH_MS = 1_000;

interface Machine {
  dataDir: string;
  env: Record<string, string>;
}

/**
 * A new build of mf-search as its team would ship it: the built remote with its label changed and
 * a build id of its own (rebuilding with webpack would take the test half a minute for the same).
 */
async function changedSearchBuild(root: string, buildId: string, label: string): Promise<string> {
  const dir = path.join(root, `mf-search-${buildId}`);
  await cp(SEARCH_BUILD, dir, { recursive: true });
  for (const folder of [dir, path.join(dir, 'server')]) {
    for (const name of await readdir(folder)) {
      const file = path.join(folder, name);
      if (name === 'mf-manifest.json' || name === 'mf-stats.json') {
        const text = await readFile(file, 'utf8');
        await writeFile(file, text.replace(/("buildVersion":\s*")([^"+]+)\+[^"]*"/, `$1$2+${buildId}"`));
      } else if (name.endsWith('.js')) {
        const text = await readFile(file, 'utf8');
        if (text.includes(LIVE_LABEL)) await writeFile(file, text.replaceAll(LIVE_LABEL, label));
      }
      // The compressed twins would still hold the label as built.
      if (/\.(br|gz)$/.test(name)) await rm(file);
    }
  }
  return dir;
}

async function deploy(machine: Machine, args: string[]): Promise<{ code: number; stdout: string; stderr: string }> {
  try {
    const { stdout, stderr } = await run(process.execPath, [DEPLOY, ...args], {
      env: { ...process.env, ...machine.env, DATA_DIR: machine.dataDir, DEPLOYED_BY: 'faults', LOG_LEVEL: 'warn' },
    });
    return { code: 0, stdout, stderr };
  } catch (error) {
    const failed = error as { code: number; stdout: string; stderr: string };
    return { code: failed.code, stdout: failed.stdout, stderr: failed.stderr };
  }
}

async function searchLabelOf(replica: RunningProcess): Promise<string> {
  const html = await (await fetch(`${replica.url}/fr/`, { headers: { accept: 'text/html' } })).text();
  return html.includes(LIVE_LABEL) ? LIVE_LABEL : (/Chercher un bien : [^<"]+/.exec(html)?.[0] ?? 'neither');
}

/** How long after `since` the replica renders `label`; fails past `SWITCH_MS` and a margin. */
async function switchTime(replica: RunningProcess, label: string, since: number): Promise<number> {
  await waitUntil(async () => (await searchLabelOf(replica)) === label, SWITCH_MS * 5);
  return Date.now() - since;
}

describe('a fleet: replicas with a DATA_DIR each, one PostgreSQL, one S3 release store', () => {
  const replicas: RunningProcess[] = [];
  let root: string;
  let store: S3rver;
  let storePort: number;
  let database: Awaited<ReturnType<typeof freshPostgresDatabase>>;
  const machine = (name: string): Machine => ({
    dataDir: path.join(root, name),
    env: {
      DATABASE_URL: database.url,
      RELEASES_S3_BUCKET: BUCKET,
      RELEASES_S3_ENDPOINT: `http://127.0.0.1:${storePort}`,
      RELEASES_S3_REGION: 'us-east-1',
      // s3rver's own credentials, taken the AWS SDK's usual way.
      AWS_ACCESS_KEY_ID: 'S3RVER',
      AWS_SECRET_ACCESS_KEY: 'S3RVER',
    },
  });
  const start = async (on: Machine): Promise<RunningProcess> => {
    const replica = await startApi({ ...on.env, DATA_DIR: on.dataDir });
    replicas.push(replica);
    return replica;
  };

  beforeAll(async () => {
    root = await mkdtemp(path.join(tmpdir(), 'faults-fleet-'));
    store = new S3rver({ port: 0, address: '127.0.0.1', silent: true, directory: path.join(root, 's3'), configureBuckets: [{ name: BUCKET, configs: [] }] });
    storePort = ((await store.run()) as AddressInfo).port;
    database = await freshPostgresDatabase('fleet');
  });

  afterAll(async () => {
    await Promise.all(replicas.map((replica) => stopApi(replica)));
    await store.close().catch(() => undefined);
    await database.drop();
    await rm(root, { recursive: true, force: true });
  });

  it('a deploy and a rollback through one replica are rendered by the other within a second; a later replica serves what is live; the store down stops deploys, not pages', async () => {
    const [a, b, c] = ['a', 'b', 'c'].map(machine) as [Machine, Machine, Machine];
    // Started together on an empty database and an empty bucket, as a fresh environment is.
    const [onA, onB] = await Promise.all([start(a), start(b)]);
    expect(await searchLabelOf(onA)).toBe(LIVE_LABEL);
    expect(await searchLabelOf(onB)).toBe(LIVE_LABEL);

    const changed = 'Chercher un bien : flotte';
    const deployed = await deploy(a, ['mf-search', '--build', await changedSearchBuild(root, 'fleet1', changed), '--reason', 'fleet test']);
    expect(deployed.code).toBe(0);
    expect(deployed.stdout).toMatch(/^mf-search \S+ is live/m);
    const deployedAt = Date.now();
    // Both replicas watched at once: each figure is its own switch, not the wait for the other's.
    const [toB, toA] = await Promise.all([switchTime(onB, changed, deployedAt), switchTime(onA, changed, deployedAt)]);

    const rolledBack = await deploy(b, ['rollback', 'mf-search']);
    expect(rolledBack.code).toBe(0);
    const rolledBackAt = Date.now();
    const [backOnA, backOnB] = await Promise.all([switchTime(onA, LIVE_LABEL, rolledBackAt), switchTime(onB, LIVE_LABEL, rolledBackAt)]);
    process.stdout.write(`switch after the command: deploy B ${toB} ms, A ${toA} ms; rollback A ${backOnA} ms, B ${backOnB} ms\n`);
    for (const elapsed of [toB, toA, backOnA, backOnB]) expect(elapsed).toBeLessThanOrEqual(SWITCH_MS);

    const again = await deploy(b, ['mf-search', '--build', await changedSearchBuild(root, 'fleet2', 'Chercher un bien : seconde')]);
    expect(again.code).toBe(0);
    const onC = await start(c);
    expect(await searchLabelOf(onC)).toBe('Chercher un bien : seconde');
    await switchTime(onA, 'Chercher un bien : seconde', Date.now());

    await store.close();
    const refused = await deploy(a, ['mf-search', '--build', await changedSearchBuild(root, 'fleet3', 'Chercher un bien : refusée')]);
    expect(refused.code).toBe(1);
    expect(refused.stderr).toContain(`the release store s3://${BUCKET}/ at http://127.0.0.1:${storePort} cannot be used`);
    for (const replica of [onA, onB, onC]) {
      const page = await fetch(`${replica.url}/fr/`, { headers: { accept: 'text/html' } });
      expect(page.status).toBe(200);
      expect(await page.text()).toContain('Chercher un bien : seconde');
    }
  });
});
