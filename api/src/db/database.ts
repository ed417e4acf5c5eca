import path from 'node:path';
import type { FastifyBaseLogger } from 'fastify';
import { openPGlite } from './pglite.js';
import { openPostgres } from './postgres.js';

export type DatabaseKind = 'pglite' | 'postgres';

/** What a transaction and the database itself both offer. */
export interface Queryable {
  /**
   * One statement with `$1`-style parameters. The row type is the caller's claim about the
   * statement's columns: keep the SQL and the type side by side.
   */
  query<T = Record<string, unknown>>(sql: string, params?: readonly unknown[]): Promise<T[]>;
  /** A script of several statements without parameters, such as a migration. */
  exec(sql: string): Promise<void>;
}

/**
 * The one database interface the rest of the api sees, over the embedded PGlite or a PostgreSQL
 * server. Write SQL that both PostgreSQL 15 and PGlite's PostgreSQL 18 accept.
 */
export interface Database extends Queryable {
  readonly kind: DatabaseKind;
  /** Commits when `work` resolves, rolls back when it throws. */
  transaction<T>(work: (tx: Queryable) => Promise<T>): Promise<T>;
  /**
   * Follows `NOTIFY`s on `channel` (how every replica learns what another changed): `onNotify` for each, `onReconnect` once a lost
   * connection is back, when notifications may have been missed and what they announce must be
   * read again. Answers the stop.
   */
  listen(channel: string, handlers: NotificationHandlers): Promise<() => Promise<void>>;
  /** The connection pool's state, for the operators' metrics; a database without a pool has none. */
  poolState?(): { total: number; idle: number; waiting: number };
  /** Safe to call more than once. */
  close(): Promise<void>;
}

export interface NotificationHandlers {
  onNotify: (payload: string) => void;
  onReconnect: () => void;
}

export type DatabaseLogger = Pick<FastifyBaseLogger, 'info' | 'warn'>;

export interface DatabaseSettings {
  databaseUrl: string | undefined;
  dataDir: string;
}

export function openDatabase(settings: DatabaseSettings, log: DatabaseLogger): Promise<Database> {
  return settings.databaseUrl === undefined
    ? openPGlite(path.join(settings.dataDir, 'pglite'), log)
    : openPostgres(settings.databaseUrl, log);
}
