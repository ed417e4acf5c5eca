import { createHash } from 'node:crypto';
import type { Queryable } from '../db/database.js';

export type IdempotencyStart =
  | { state: 'new' }
  | { state: 'replay'; status: number; body: unknown }
  | { state: 'in-progress' }
  | { state: 'different-body' };

// A key whose first post never finished (the process died mid-way) is freed after this long, so a
// visitor's retry is not refused forever.
const ABANDONED_AFTER_SECONDS = 60;

export function requestHash(value: unknown): string {
  return createHash('sha256').update(canonicalJson(value)).digest('hex');
}

/** JSON with object keys sorted: the same body sent twice hashes the same, whatever the key order. */
function canonicalJson(value: unknown): string {
  if (Array.isArray(value)) return `[${value.map(canonicalJson).join(',')}]`;
  if (value !== null && typeof value === 'object') {
    const entries = Object.entries(value as Record<string, unknown>)
      .filter(([, entry]) => entry !== undefined)
      .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
    return `{${entries.map(([key, entry]) => `${JSON.stringify(key)}:${canonicalJson(entry)}`).join(',')}}`;
  }
  return JSON.stringify(value) ?? 'null';
}

/**
 * Claims `key` for a post, atomically: the first post gets 'new'; a later one with the same body
 * gets the first answer once it is there, or 'in-progress' while the first is still running.
 */
export async function startIdempotent(db: Queryable, key: string, hash: string): Promise<IdempotencyStart> {
  await db.query(
    `delete from idempotency_keys
      where key = $1 and response_status is null and created_at < now() - make_interval(secs => $2)`,
    [key, ABANDONED_AFTER_SECONDS],
  );
  const inserted = await db.query(
    'insert into idempotency_keys (key, request_hash) values ($1, $2) on conflict (key) do nothing returning key',
    [key, hash],
  );
  if (inserted.length === 1) return { state: 'new' };
  const [existing] = await db.query<{ request_hash: string; response_status: number | null; response_body: unknown }>(
    'select request_hash, response_status, response_body from idempotency_keys where key = $1',
    [key],
  );
  // Freed between the insert and the select: the post that held it failed; let the client retry.
  if (existing === undefined) return { state: 'in-progress' };
  if (existing.request_hash !== hash) return { state: 'different-body' };
  if (existing.response_status === null) return { state: 'in-progress' };
  return { state: 'replay', status: existing.response_status, body: existing.response_body };
}

/** Records the answer in the post's own transaction: it exists exactly when the enquiry does. */
export async function finishIdempotent(tx: Queryable, key: string, status: number, body: unknown): Promise<void> {
  await tx.query('update idempotency_keys set response_status = $2, response_body = $3 where key = $1', [
    key,
    status,
    JSON.stringify(body),
  ]);
}

/** Frees the key of a post that was refused or failed, so the corrected or retried post can use it. */
export async function releaseIdempotent(db: Queryable, key: string): Promise<void> {
  await db.query('delete from idempotency_keys where key = $1 and response_status is null', [key]);
}
