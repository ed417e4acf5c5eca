import type { FastifyReply, FastifyRequest } from 'fastify';
import type { Queryable } from '../db/database.js';
import { digest, newSecret } from './secrets.js';
import { secretCookie, secretCookieOf } from './sessions.js';

/**
 * Browsers an owner has logged in from (ASVS V2.2.1): a correct password from one of them passes
 * the account's soft limit, so typing wrong passwords for an owner's address slows and stops the
 * one typing them (their client address is still counted) but never locks the owner out of the
 * browsers they use. A password reset forgets them all.
 */
export const DEVICE_COOKIE = 'owner_device';

/** How long a browser stays known without a login from it. */
const KNOWN_FOR_DAYS = 180;

/** The browser's device token, when it is a known browser of the owner with this address. */
export async function knownDeviceOf(db: Queryable, request: FastifyRequest, email: string): Promise<string | undefined> {
  const token = secretCookieOf(request, DEVICE_COOKIE);
  if (token === undefined) return undefined;
  const rows = await db.query<{ owner_id: number }>(
    `select d.owner_id from known_devices d join owners o on o.id = d.owner_id
      where d.token_hash = $1 and lower(o.email) = lower($2) and d.last_seen_at > now() - make_interval(days => ${KNOWN_FOR_DAYS})`,
    [digest(token), email],
  );
  return rows.length > 0 ? token : undefined;
}

/** Marks this browser as the owner's after a correct password: the same token again, or a new one. */
export async function rememberDevice(db: Queryable, ownerId: number, token: string | undefined): Promise<string> {
  const kept = token ?? newSecret();
  await db.query(`delete from known_devices where owner_id = $1 and last_seen_at <= now() - make_interval(days => ${KNOWN_FOR_DAYS})`, [ownerId]);
  await db.query(
    `insert into known_devices (token_hash, owner_id) values ($1, $2)
     on conflict (token_hash) do update set last_seen_at = now(), owner_id = excluded.owner_id`,
    [digest(kept), ownerId],
  );
  return kept;
}

/** What a password reset does: no browser stays known, whoever used it. */
export async function forgetDevices(db: Queryable, ownerId: number): Promise<void> {
  await db.query('delete from known_devices where owner_id = $1', [ownerId]);
}

export function setDeviceCookie(request: FastifyRequest, reply: FastifyReply, token: string): void {
  // Fastify adds it to the session's cookies the same answer sets.
  void reply.header('set-cookie', secretCookie(request, DEVICE_COOKIE, token, KNOWN_FOR_DAYS * 24 * 3600));
}
