import type { OwnerProfile } from 'shared-kernel';
import { hashPassword, needsRehash, verifyPassword } from '../content/password.js';
import type { Database } from '../db/database.js';
import { rememberDevice } from './devices.js';
import { createSession } from './sessions.js';
import { clearAccountFailures, recordFailure, throttleFor, throttleKeys } from './throttle.js';

export type LoginResult =
  | { outcome: 'success'; owner: OwnerProfile; sessionId: string; deviceToken: string }
  | { outcome: 'failure' }
  | { outcome: 'locked'; retryAfterSeconds: number };

export interface LoginOptions {
  /** How the slowdown waits; tests pass one that records instead of sleeping. */
  sleep?: (ms: number) => Promise<void>;
}

const wait = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

// Checked when the address is nobody's, so an unknown address takes as long as a wrong password.
let decoyHash: Promise<string> | undefined;

/**
 * Checks an owner's address and password under the brute-force throttle. A failure never says
 * why: unknown address, no password yet and wrong password are the same answer (spec §6).
 */
export async function logIn(
  db: Database,
  {
    email,
    password,
    clientAddress,
    knownDevice,
  }: {
    email: string;
    password: string;
    clientAddress: string;
    /** The browser's device token when it is a known browser of this account (devices.ts). */
    knownDevice?: string | undefined;
  },
  { sleep = wait }: LoginOptions = {},
): Promise<LoginResult> {
  const keys = throttleKeys(email, clientAddress);
  const decision = await throttleFor(db, keys, { knownDevice: knownDevice !== undefined });
  if (decision.locked) return { outcome: 'locked', retryAfterSeconds: decision.retryAfterSeconds };
  if (decision.delayMs > 0) await sleep(decision.delayMs);

  const [owner] = await db.query<OwnerProfile & { password_hash: string | null }>(
    'select id, name, email, role, language, password_hash from owners where lower(email) = lower($1)',
    [email],
  );
  decoyHash ??= hashPassword('a password nobody has');
  const matches = await verifyPassword(password, owner?.password_hash ?? (await decoyHash));
  if (owner === undefined || owner.password_hash === null || !matches) {
    await recordFailure(db, keys);
    return { outcome: 'failure' };
  }
  await clearAccountFailures(db, email);
  // A hash of an older algorithm or cost is replaced while the password is at hand.
  if (needsRehash(owner.password_hash)) {
    await db.query('update owners set password_hash = $1 where id = $2 and password_hash = $3', [
      await hashPassword(password),
      owner.id,
      owner.password_hash,
    ]);
  }
  const { password_hash: _hash, ...profile } = owner;
  return {
    outcome: 'success',
    owner: profile,
    sessionId: await createSession(db, owner.id),
    deviceToken: await rememberDevice(db, owner.id, knownDevice),
  };
}
