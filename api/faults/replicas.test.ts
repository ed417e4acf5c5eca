import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { withAdminClient as admin } from '../src/test/globalSetup.js';
import { freshPostgresDatabase, startApi, stopApi, type RunningProcess } from './process.js';

// Two replicas of the api on one PostgreSQL database, started at the same moment on an empty
// database, as a deploy of a fresh environment does: both must come up and make the demo agency once.

describe('two replicas on one PostgreSQL database', () => {
  const replicas: RunningProcess[] = [];
  let root: string;
  let database: Awaited<ReturnType<typeof freshPostgresDatabase>>;

  beforeAll(async () => {
    root = await mkdtemp(path.join(tmpdir(), 'faults-replicas-'));
    database = await freshPostgresDatabase('replicas');
  });

  afterAll(async () => {
    await Promise.all(replicas.map((replica) => stopApi(replica)));
    await database.drop();
    await rm(root, { recursive: true, force: true });
  });

  it('both become healthy, the demo agency is made once, and each serves what the other sees', async () => {
    const started = await Promise.all(
      ['first', 'second'].map((replica) => startApi({ DATABASE_URL: database.url, DATA_DIR: path.join(root, replica) })),
    );
    replicas.push(...started);
    const owners = await admin((client) => client.query<{ count: string; distinct: string }>('select count(*) as count, count(distinct email) as distinct from owners'), database.url);
    expect(Number(owners.rows[0]?.count)).toBeGreaterThan(0);
    expect(owners.rows[0]?.count).toBe(owners.rows[0]?.distinct);
    const totals = await Promise.all(
      started.map(async ({ url }) => ((await (await fetch(`${url}/api/properties?pageSize=1`)).json()) as { total: number }).total),
    );
    const stored = await admin((client) => client.query<{ count: string }>('select count(*) as count from properties'), database.url);
    expect(totals[0]).toBeGreaterThan(0);
    expect(totals[1]).toBe(totals[0]);
    expect(Number(stored.rows[0]?.count)).toBeGreaterThanOrEqual(totals[0] ?? 0);
  });
});
