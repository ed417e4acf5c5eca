import { randomBytes } from 'node:crypto';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { TEST_DATABASE_URL as SERVER_URL, withAdminClient as admin } from '../src/test/globalSetup.js';
import { startApi, stopApi, type RunningProcess } from './process.js';

// Two replicas of the api on one PostgreSQL database, started at the same moment on an empty
// database, as a deploy of a fresh environment does: both must come up and make the demo agency once.

describe('two replicas on one PostgreSQL database', () => {
  const name = `faults_${process.pid}_${randomBytes(4).toString('hex')}`;
  const databaseUrl = Object.assign(new URL(SERVER_URL), { pathname: `/${name}` }).toString();
  const replicas: RunningProcess[] = [];
  let root: string;

  beforeAll(async () => {
    root = await mkdtemp(path.join(tmpdir(), 'faults-replicas-'));
    await admin((client) => client.query(`create database ${name}`));
  });

  afterAll(async () => {
    await Promise.all(replicas.map((replica) => stopApi(replica)));
    await admin((client) => client.query(`drop database if exists ${name} with (force)`));
    await rm(root, { recursive: true, force: true });
  });

  it('both become healthy, the demo agency is made once, and each serves what the other sees', async () => {
    const started = await Promise.all(
      ['first', 'second'].map((replica) => startApi({ DATABASE_URL: databaseUrl, DATA_DIR: path.join(root, replica) })),
    );
    replicas.push(...started);
    const owners = await admin((client) => client.query<{ count: string; distinct: string }>('select count(*) as count, count(distinct email) as distinct from owners'), databaseUrl);
    expect(Number(owners.rows[0]?.count)).toBeGreaterThan(0);
    expect(owners.rows[0]?.count).toBe(owners.rows[0]?.distinct);
    const totals = await Promise.all(
      started.map(async ({ url }) => ((await (await fetch(`${url}/api/properties?pageSize=1`)).json()) as { total: number }).total),
    );
    const stored = await admin((client) => client.query<{ count: string }>('select count(*) as count from properties'), databaseUrl);
    expect(totals[0]).toBeGreaterThan(0);
    expect(totals[1]).toBe(totals[0]);
    expect(Number(stored.rows[0]?.count)).toBeGreaterThanOrEqual(totals[0] ?? 0);
  });
});
