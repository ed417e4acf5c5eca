import pg from 'pg';
import pgListen from 'pg-listen';
import { StartupError } from '../startupError.js';
import { errorMessage } from '../systemError.js';
import type { Database, DatabaseLogger, NotificationHandlers, Queryable } from './database.js';

const INT8_OID = 20;

/**
 * PGlite answers int8 (counts, bigint ids) as a number when it is exact and a bigint beyond;
 * node-postgres answers a string. The server follows PGlite, so code and tests see the same rows.
 */
function parseInt8(text: string): number | bigint {
  const value = BigInt(text);
  return value >= BigInt(Number.MIN_SAFE_INTEGER) && value <= BigInt(Number.MAX_SAFE_INTEGER) ? Number(value) : value;
}

const typeParsers: pg.CustomTypesConfig = {
  getTypeParser: (oid: number, format?: 'text' | 'binary') =>
    oid === INT8_OID && format !== 'binary' ? parseInt8 : pg.types.getTypeParser(oid, format),
};

/** A PostgreSQL server through a pool; fails at once with a clear message when it cannot connect. */
export async function openPostgres(url: string, log?: DatabaseLogger): Promise<Database> {
  const pool = new pg.Pool({ connectionString: url, types: typeParsers, connectionTimeoutMillis: 5000 });
  // An idle connection that the server drops emits here; without a listener the process would exit.
  pool.on('error', (error) => log?.warn({ err: error }, 'idle PostgreSQL connection lost'));
  try {
    await pool.query('select 1');
  } catch (error) {
    await pool.end();
    throw new StartupError(`Cannot reach PostgreSQL at ${redactPassword(url)}: ${errorMessage(error)}`);
  }
  log?.info({ database: 'postgres', url: redactPassword(url) }, 'database opened');
  return new PostgresDatabase(pool, url, log);
}

export function redactPassword(url: string): string {
  try {
    const parsed = new URL(url);
    if (parsed.password) parsed.password = '***';
    return parsed.toString();
  } catch {
    return 'the DATABASE_URL given';
  }
}

class PostgresDatabase implements Database {
  readonly kind = 'postgres';
  private closing: Promise<void> | undefined;
  private readonly listeners = new Set<() => Promise<void>>();

  constructor(
    private readonly pool: pg.Pool,
    private readonly url: string,
    private readonly log: DatabaseLogger | undefined,
  ) {}

  query<T>(sql: string, params: readonly unknown[] = []): Promise<T[]> {
    return queryRows<T>(this.pool, sql, params);
  }

  async exec(sql: string): Promise<void> {
    // Without parameters node-postgres uses the simple protocol, which runs several statements.
    await this.pool.query(sql);
  }

  async transaction<T>(work: (tx: Queryable) => Promise<T>): Promise<T> {
    const client = await this.pool.connect();
    let discard = false;
    // The pool listens for a lost connection only while it is idle: one lost between two of the
    // transaction's queries emits here, and without a listener the process would exit. The next
    // query then fails, the transaction with it, and the connection is discarded.
    const lost = () => {
      discard = true;
    };
    client.on('error', lost);
    try {
      await client.query('begin');
      const result = await work({
        query: <R>(sql: string, params: readonly unknown[] = []) => queryRows<R>(client, sql, params),
        exec: async (sql: string) => {
          await client.query(sql);
        },
      });
      await client.query('commit');
      return result;
    } catch (error) {
      await client.query('rollback').catch(() => {
        discard = true;
      });
      throw error;
    } finally {
      client.off('error', lost);
      // A connection that could not roll back is in an unknown state: the pool discards it.
      client.release(discard);
    }
  }

  /**
   * A connection of its own, outside the pool (a pooled one would take its LISTEN back to the
   * pool). pg-listen reconnects after a loss, for as long as it takes, and checks the connection
   * every few seconds, since a silent loss would otherwise go unnoticed until the next change.
   */
  async listen(channel: string, { onNotify, onReconnect }: NotificationHandlers): Promise<() => Promise<void>> {
    const subscriber = pgListen.default(
      { connectionString: this.url, connectionTimeoutMillis: 5000 },
      { paranoidChecking: 5000, retryLimit: Infinity, retryTimeout: Infinity, retryInterval: (attempt: number) => Math.min(5000, 250 * attempt), parse: String, serialize: String },
    );
    let lost = false;
    subscriber.events.on('error', (error: Error) => {
      lost = true;
      this.log?.warn({ err: error, channel }, 'the connection that follows database notifications was lost; reconnecting');
    });
    subscriber.events.on('reconnect', () => {
      lost = true;
    });
    subscriber.events.on('connected', () => {
      if (!lost) return;
      lost = false;
      onReconnect();
    });
    subscriber.notifications.on(channel, (payload: unknown) => onNotify(String(payload ?? '')));
    await subscriber.connect();
    await subscriber.listenTo(channel);
    const stop = async () => {
      this.listeners.delete(stop);
      await subscriber.close();
    };
    this.listeners.add(stop);
    return stop;
  }

  poolState() {
    return { total: this.pool.totalCount, idle: this.pool.idleCount, waiting: this.pool.waitingCount };
  }

  close(): Promise<void> {
    // Listeners go with the database: one left would reconnect to a server no one uses any more.
    this.closing ??= Promise.all([...this.listeners].map((stop) => stop())).then(() => this.pool.end());
    return this.closing;
  }
}

async function queryRows<T>(target: pg.Pool | pg.PoolClient, sql: string, params: readonly unknown[]): Promise<T[]> {
  const { rows } = await target.query(sql, [...params]);
  return rows as T[];
}
