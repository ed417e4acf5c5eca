import { randomBytes } from 'node:crypto';
import { digest } from '../auth/secrets.js';
import type { Queryable } from '../db/database.js';

/** What a key may write: the site's content and settings, or the owners' accounts. */
export const ADMIN_SCOPES = ['content', 'owners'] as const;
export type AdminScope = (typeof ADMIN_SCOPES)[number];

export interface AdminKey {
  name: string;
  prefix: string;
  scopes: AdminScope[];
  createdAt: string;
  lastUsedAt: string | null;
  revokedAt: string | null;
}

/** Why a key could not be made or revoked, in the operator's words. */
export class AdminKeyError extends Error {}

const NAME = /^[a-z0-9][a-z0-9._-]{0,63}$/;

interface KeyRow {
  name: string;
  prefix: string;
  scopes: AdminScope[];
  created_at: Date | string;
  last_used_at: Date | string | null;
  revoked_at: Date | string | null;
}

const iso = (value: Date | string | null) => (value === null ? null : new Date(value).toISOString());
const keyOf = (row: KeyRow): AdminKey => ({
  name: row.name,
  prefix: row.prefix,
  scopes: row.scopes,
  createdAt: new Date(row.created_at).toISOString(),
  lastUsedAt: iso(row.last_used_at),
  revokedAt: iso(row.revoked_at),
});

/** Reads `content,owners` as scopes; throws on an unknown or missing one. */
export function parseScopes(text: string): AdminScope[] {
  const scopes = [...new Set(text.split(',').map((scope) => scope.trim()).filter(Boolean))];
  const unknown = scopes.filter((scope) => !(ADMIN_SCOPES as readonly string[]).includes(scope));
  if (scopes.length === 0 || unknown.length > 0) {
    throw new AdminKeyError(`scopes must be some of ${ADMIN_SCOPES.join(', ')}${unknown.length > 0 ? ` (not ${unknown.join(', ')})` : ''}`);
  }
  return scopes as AdminScope[];
}

/**
 * Makes a key and answers it with the secret, which is nowhere else: `adm_` and a public prefix,
 * then 256 random bits. A name is used once, even after its key is revoked, so the list keeps
 * who could write what and when.
 */
export async function createAdminKey(db: Queryable, name: string, scopes: readonly AdminScope[]): Promise<{ key: string; record: AdminKey }> {
  if (!NAME.test(name)) throw new AdminKeyError('a key name is 1 to 64 lower-case letters, digits, dots, dashes or underscores');
  const prefix = `adm_${randomBytes(6).toString('hex')}`;
  const key = `${prefix}_${randomBytes(32).toString('base64url')}`;
  const rows = await db.query<KeyRow>(
    `insert into admin_api_keys (name, prefix, key_hash, scopes) values ($1, $2, $3, $4::text[])
     on conflict (name) do nothing
     returning name, prefix, scopes, created_at, last_used_at, revoked_at`,
    [name, prefix, digest(key), scopes],
  );
  const [row] = rows;
  if (row === undefined) throw new AdminKeyError(`there is already a key named ${name}`);
  return { key, record: keyOf(row) };
}

export async function listAdminKeys(db: Queryable): Promise<AdminKey[]> {
  const rows = await db.query<KeyRow>('select name, prefix, scopes, created_at, last_used_at, revoked_at from admin_api_keys order by created_at, name');
  return rows.map(keyOf);
}

/** Revokes the key named `name` at once for every replica (each request looks its key up). */
export async function revokeAdminKey(db: Queryable, name: string): Promise<AdminKey> {
  const [row] = await db.query<KeyRow>(
    `update admin_api_keys set revoked_at = coalesce(revoked_at, now()) where name = $1
     returning name, prefix, scopes, created_at, last_used_at, revoked_at`,
    [name],
  );
  if (row === undefined) throw new AdminKeyError(`there is no key named ${name}`);
  return keyOf(row);
}

/** The scopes of a key that is known and not revoked, or null; notes when it was last used. */
export async function verifyAdminKey(db: Queryable, key: string): Promise<{ name: string; scopes: AdminScope[] } | null> {
  const [row] = await db.query<{ name: string; scopes: AdminScope[] }>(
    `update admin_api_keys set last_used_at = now() where key_hash = $1 and revoked_at is null returning name, scopes`,
    [digest(key)],
  );
  return row ?? null;
}
