import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import type { Database, DatabaseLogger } from './database.js';

/** Next to this module in `src/` and in `dist/` alike: the build copies the `.sql` files along. */
export const MIGRATIONS_DIR = path.join(import.meta.dirname, 'migrations');

const MIGRATION_FILE = /^(\d{4})_[a-z0-9_]+\.sql$/;

// Any fixed key works as long as nothing else in the database takes the same advisory lock.
const MIGRATION_LOCK_KEY = 1967_0001;

/**
 * Applies the pending `NNNN_name.sql` files in order, each in its own transaction with its row in
 * `schema_migrations`, and returns the names applied. Instances starting together against one
 * server take turns on an advisory lock and re-check under it, so each migration runs once.
 */
export async function migrate(db: Database, log: DatabaseLogger, directory = MIGRATIONS_DIR): Promise<string[]> {
  const migrations = await readMigrations(directory);
  await db.transaction(async (tx) => {
    await tx.query('select pg_advisory_xact_lock($1)', [MIGRATION_LOCK_KEY]);
    await tx.exec(`create table if not exists schema_migrations (
      version text primary key,
      applied_at timestamptz not null default now()
    )`);
  });
  const done = new Set(
    (await db.query<{ version: string }>('select version from schema_migrations')).map((row) => row.version),
  );

  const applied: string[] = [];
  for (const { version, file } of migrations.filter((migration) => !done.has(migration.version))) {
    const sql = await readFile(path.join(directory, file), 'utf8');
    const ran = await db.transaction(async (tx) => {
      await tx.query('select pg_advisory_xact_lock($1)', [MIGRATION_LOCK_KEY]);
      const already = await tx.query('select 1 from schema_migrations where version = $1', [version]);
      if (already.length > 0) return false;
      await tx.exec(sql);
      await tx.query('insert into schema_migrations (version) values ($1)', [version]);
      return true;
    });
    if (ran) {
      applied.push(version);
      log.info({ migration: version }, 'migration applied');
    }
  }
  return applied;
}

async function readMigrations(directory: string): Promise<{ version: string; file: string }[]> {
  const files = (await readdir(directory)).filter((file) => file.endsWith('.sql')).sort();
  const numbers = new Set<string>();
  return files.map((file) => {
    const number = MIGRATION_FILE.exec(file)?.[1];
    if (number === undefined) throw new Error(`Migration ${file} must be named NNNN_lowercase_name.sql`);
    if (numbers.has(number)) throw new Error(`Two migrations are numbered ${number}`);
    numbers.add(number);
    return { version: file.slice(0, -'.sql'.length), file };
  });
}
