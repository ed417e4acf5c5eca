import { mkdir } from 'node:fs/promises';
import { PGlite, type Transaction } from '@electric-sql/pglite';
import type { Database, DatabaseLogger, NotificationHandlers, Queryable } from './database.js';
import { lockDirectory } from './directoryLock.js';

/**
 * The embedded database: PostgreSQL compiled to WebAssembly, in this process. File-backed in
 * `directory`, or in memory when `directory` is undefined (tests).
 */
export async function openPGlite(directory: string | undefined, log?: DatabaseLogger): Promise<Database> {
  // PGlite opens a data directory without any guard of its own: a second process on the same
  // files would corrupt them.
  const unlock = directory === undefined ? undefined : await lockDirectory(directory);
  try {
    if (directory !== undefined) await mkdir(directory, { recursive: true });
    const started = Date.now();
    const pglite = await PGlite.create(directory === undefined ? {} : { dataDir: directory });
    log?.info({ database: 'pglite', directory: directory ?? 'memory', ms: Date.now() - started }, 'database opened');
    return new PGliteDatabase(pglite, unlock);
  } catch (error) {
    await unlock?.();
    throw error;
  }
}

class PGliteDatabase implements Database {
  readonly kind = 'pglite';
  private closing: Promise<void> | undefined;

  constructor(
    private readonly pglite: PGlite,
    private readonly unlock: (() => Promise<void>) | undefined,
  ) {}

  query<T>(sql: string, params: readonly unknown[] = []): Promise<T[]> {
    return queryRows<T>(this.pglite, sql, params);
  }

  async exec(sql: string): Promise<void> {
    await this.pglite.exec(sql);
  }

  transaction<T>(work: (tx: Queryable) => Promise<T>): Promise<T> {
    return this.pglite.transaction((tx) => work(wrapTransaction(tx)));
  }

  /** One process holds the embedded database, so its connection is never lost: nothing to reconnect. */
  async listen(channel: string, { onNotify }: NotificationHandlers): Promise<() => Promise<void>> {
    const unlisten = await this.pglite.listen(channel, onNotify);
    // Closed already, the database listens to no one.
    return () => (this.pglite.closed ? Promise.resolve() : unlisten());
  }

  close(): Promise<void> {
    this.closing ??= this.pglite.close().then(() => this.unlock?.());
    return this.closing;
  }
}

function wrapTransaction(tx: Transaction): Queryable {
  return {
    query: <T>(sql: string, params: readonly unknown[] = []) => queryRows<T>(tx, sql, params),
    exec: async (sql: string) => {
      await tx.exec(sql);
    },
  };
}

async function queryRows<T>(target: PGlite | Transaction, sql: string, params: readonly unknown[]): Promise<T[]> {
  const { rows } = await target.query<T>(sql, [...params]);
  return rows;
}
