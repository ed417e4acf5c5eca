import { randomBytes } from 'node:crypto';
import { cp, mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { Database, DatabaseKind } from '../db/database.js';
import { openPGlite } from '../db/pglite.js';
import { openPostgres } from '../db/postgres.js';
import {
  PGLITE_TEMPLATE_VARIABLE,
  POSTGRES_STATE_VARIABLE,
  TEST_DATABASE_URL,
  withAdminClient,
} from './globalSetup.js';

export interface TestDatabase {
  readonly kind: DatabaseKind;
  /** This suite's own database, opened before its first test and empty: not even migrated. */
  readonly db: Database;
  /** The connection string of this suite's database on the PostgreSQL server (postgres only). */
  readonly url: string;
}

/**
 * Defines the suite twice: on a PGlite in a temporary directory and on a fresh database of the
 * PostgreSQL test server, created for the suite and dropped after it, so parallel runs never meet.
 */
export function describeEachDatabase(name: string, define: (database: TestDatabase) => void): void {
  describe(`${name} [pglite]`, () => define(suiteDatabase('pglite')));
  if (process.env[POSTGRES_STATE_VARIABLE] === 'unavailable') {
    describe.skip(`${name} [postgres: server not reachable, skipped]`, () => define(suiteDatabase('postgres')));
  } else {
    describe(`${name} [postgres]`, () => define(suiteDatabase('postgres')));
  }
}

/** Gives `directory` an empty PGlite cluster, as the api's first start would, only faster. */
export async function copyPGliteTemplate(directory: string): Promise<void> {
  const template = process.env[PGLITE_TEMPLATE_VARIABLE];
  if (template === undefined) throw new Error('The PGlite template comes from src/test/globalSetup.ts: run jest');
  await cp(template, directory, { recursive: true });
}

function suiteDatabase(kind: DatabaseKind): TestDatabase {
  let db: Database | undefined;
  let url: string | undefined;
  let databaseName: string | undefined;
  let directory: string | undefined;

  beforeAll(async () => {
    if (kind === 'pglite') {
      directory = await mkdtemp(path.join(tmpdir(), 'api-test-'));
      await copyPGliteTemplate(path.join(directory, 'pglite'));
      db = await openPGlite(path.join(directory, 'pglite'));
      return;
    }
    databaseName = `api_test_${process.pid}_${randomBytes(4).toString('hex')}`;
    await withAdminClient((client) => client.query(`create database ${databaseName}`));
    const suiteUrl = new URL(TEST_DATABASE_URL);
    suiteUrl.pathname = `/${databaseName}`;
    url = suiteUrl.toString();
    db = await openPostgres(url);
  });

  afterAll(async () => {
    await db?.close();
    if (directory !== undefined) await rm(directory, { recursive: true, force: true });
    if (databaseName !== undefined) {
      await withAdminClient((client) => client.query(`drop database if exists ${databaseName} with (force)`));
    }
  });

  return {
    kind,
    get db() {
      if (db === undefined) throw new Error('The suite database opens in beforeAll: use it inside a test or hook');
      return db;
    },
    get url() {
      if (url === undefined) throw new Error('Only the PostgreSQL variant has a connection string');
      return url;
    },
  };
}
