// Jest loads its global setup without the test files' module mapping, so this file imports no
// module of the api: the test helpers import from it instead.
import { rmSync } from 'node:fs';
import { mkdtemp } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import pg from 'pg';

/** The server the PostgreSQL variant of the suites runs on; each suite makes its own database there. */
export const TEST_DATABASE_URL = process.env.TEST_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/test';

/** Tells the test files whether the server answered: `available` or `unavailable`. */
export const POSTGRES_STATE_VARIABLE = 'API_TEST_POSTGRES';

/** Tells the test files where the empty PGlite cluster to copy lives. */
export const PGLITE_TEMPLATE_VARIABLE = 'API_TEST_PGLITE_TEMPLATE';

/** Runs `work` with a client of the test server (or of one of its databases, by `url`). */
export async function withAdminClient<T>(work: (client: pg.Client) => Promise<T>, url = TEST_DATABASE_URL): Promise<T> {
  const client = new pg.Client({ connectionString: url, connectionTimeoutMillis: 3000 });
  await client.connect();
  try {
    return await work(client);
  } finally {
    await client.end();
  }
}

export default async function globalSetup(): Promise<void> {
  await Promise.all([makePGliteTemplate(), probePostgres()]);
}

/**
 * A new PGlite runs initdb, seconds of work; copying an empty cluster made once per run and
 * opening the copy takes a fraction of that, for every suite that needs an embedded database.
 */
async function makePGliteTemplate(): Promise<void> {
  const root = await mkdtemp(path.join(tmpdir(), 'api-test-pglite-'));
  // The test files run in child processes of this one: it exits last.
  process.once('exit', () => rmSync(root, { recursive: true, force: true }));
  const directory = path.join(root, 'template');
  const template = await PGlite.create({ dataDir: directory });
  await template.close();
  process.env[PGLITE_TEMPLATE_VARIABLE] = directory;
}

/**
 * Finds out once per run whether the PostgreSQL test server answers. Without it the PostgreSQL
 * variant is skipped with a message, except in CI, where a missing server must fail the run
 * rather than pass it half tested.
 */
async function probePostgres(): Promise<void> {
  try {
    await withAdminClient((client) => client.query('select 1'));
    process.env[POSTGRES_STATE_VARIABLE] = 'available';
  } catch (error) {
    const { hostname, port, pathname } = new URL(TEST_DATABASE_URL);
    const reason = error instanceof Error ? error.message : String(error);
    const problem = `PostgreSQL does not answer at ${hostname}:${port || 5432}${pathname} (${reason}).`;
    if (process.env.CI === 'true') {
      throw new Error(`${problem} CI runs every database suite on PostgreSQL too: start it or set TEST_DATABASE_URL.`);
    }
    console.warn(`\n${problem}\nSkipping the PostgreSQL variant of the database suites: they run on PGlite only.\n`);
    process.env[POSTGRES_STATE_VARIABLE] = 'unavailable';
  }
}
