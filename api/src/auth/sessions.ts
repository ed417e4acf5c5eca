import type { FastifyReply, FastifyRequest } from 'fastify';
import { OWNER_HINT_COOKIE, type OwnerProfile } from 'shared-kernel';
import type { Queryable } from '../db/database.js';
import { digest, newSecret } from './secrets.js';

export const SESSION_COOKIE = 'owner_session';

/** ASVS V3.3: a session ends after this long without a request, and this long after login whatever. */
export const SESSION_IDLE_MINUTES = 30;
export const SESSION_ABSOLUTE_HOURS = 12;

// The cookie only has to reach the api; the site's pages never need it.
const COOKIE_PATH = '/api';

interface OwnerRow {
  id: number;
  name: string;
  email: string;
  role: OwnerProfile['role'];
  language: OwnerProfile['language'];
}

export const OWNER_COLUMNS = 'o.id, o.name, o.email, o.role, o.language';

const LIVE = `s.last_seen_at > now() - make_interval(mins => ${SESSION_IDLE_MINUTES})
  and s.created_at > now() - make_interval(hours => ${SESSION_ABSOLUTE_HOURS})`;

/** A new session for `ownerId`; answers the id the cookie carries (the table keeps only its hash). */
export async function createSession(db: Queryable, ownerId: number): Promise<string> {
  const id = newSecret();
  await db.query(`delete from owner_sessions s where not (${LIVE})`);
  await db.query('insert into owner_sessions (id_hash, owner_id) values ($1, $2)', [digest(id), ownerId]);
  return id;
}

/** The owner of a live session, which this request keeps alive; null for an unknown or expired one. */
export async function ownerOfSession(db: Queryable, sessionId: string): Promise<OwnerProfile | null> {
  const rows = await db.query<OwnerRow>(
    `with live as (
       update owner_sessions s set last_seen_at = now() where s.id_hash = $1 and ${LIVE} returning s.owner_id
     )
     select ${OWNER_COLUMNS} from live join owners o on o.id = live.owner_id`,
    [digest(sessionId)],
  );
  return rows[0] ?? null;
}

export async function endSession(db: Queryable, sessionId: string): Promise<void> {
  await db.query('delete from owner_sessions where id_hash = $1', [digest(sessionId)]);
}

/** Logout everywhere, and what a password change does: every browser of the owner is logged out. */
export async function endEverySession(db: Queryable, ownerId: number): Promise<void> {
  await db.query('delete from owner_sessions where owner_id = $1', [ownerId]);
}

/** A secret the api set in the browser (the session id, a known device's token), read from the Cookie header. */
export function secretCookieOf(request: FastifyRequest, name: string): string | undefined {
  for (const pair of (request.headers.cookie ?? '').split(';')) {
    const separator = pair.indexOf('=');
    if (separator > 0 && pair.slice(0, separator).trim() === name) {
      const value = pair.slice(separator + 1).trim();
      // Our secrets are base64url: anything else was not made here.
      return /^[A-Za-z0-9_-]{1,100}$/.test(value) ? value : undefined;
    }
  }
  return undefined;
}

export function sessionIdOf(request: FastifyRequest): string | undefined {
  return secretCookieOf(request, SESSION_COOKIE);
}

/**
 * HttpOnly against scripts, SameSite=Lax against cross-site posts, Secure whenever served over
 * https, sent to the api only. Written by hand: one cookie of known characters needs no library.
 */
export function secretCookie(request: FastifyRequest, name: string, value: string, maxAgeSeconds: number): string {
  const secure = request.protocol === 'https' ? '; Secure' : '';
  return `${name}=${value}; Path=${COOKIE_PATH}; Max-Age=${maxAgeSeconds}; HttpOnly; SameSite=Lax${secure}`;
}

function sessionCookie(request: FastifyRequest, value: string, maxAgeSeconds: number): string {
  return secretCookie(request, SESSION_COOKIE, value, maxAgeSeconds);
}

/** The readable hint beside the session (see OWNER_HINT_COOKIE): for the whole site, not only the api. */
function hintCookie(request: FastifyRequest, maxAgeSeconds: number): string {
  const secure = request.protocol === 'https' ? '; Secure' : '';
  return `${OWNER_HINT_COOKIE}=${maxAgeSeconds > 0 ? '1' : ''}; Path=/; Max-Age=${maxAgeSeconds}; SameSite=Lax${secure}`;
}

export function setSessionCookie(request: FastifyRequest, reply: FastifyReply, sessionId: string): void {
  const maxAge = SESSION_ABSOLUTE_HOURS * 3600;
  void reply.header('set-cookie', [sessionCookie(request, sessionId, maxAge), hintCookie(request, maxAge)]);
}

export function clearSessionCookie(request: FastifyRequest, reply: FastifyReply): void {
  void reply.header('set-cookie', [sessionCookie(request, '', 0), hintCookie(request, 0)]);
}
