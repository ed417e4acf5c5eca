import pg from 'pg';
import { StartupError } from '../startupError.js';
import { errorMessage } from '../systemError.js';
import type { Database, DatabaseLogger, Queryable } from './database.js';

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
  return new PostgresDatabase(pool);
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

  constructor(private readonly pool: pg.Pool) {}

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

  close(): Promise<void> {
    this.closing ??= this.pool.end();
    return this.closing;
  }
}

async function queryRows<T>(target: pg.Pool | pg.PoolClient, sql: string, params: readonly unknown[]): Promise<T[]> {
  const { rows } = await target.query(sql, [...params]);
  return rows as T[];
}
