import { LOGIN_THROTTLE, throttleDecision, type ThrottleDecision } from 'shared-kernel';
import type { Queryable } from '../db/database.js';
import { digest } from './secrets.js';

export interface ThrottleKeys {
  account: string;
  address: string;
}

/**
 * The keys failures are counted under. The account key is made from the address typed, whether an
 * owner has it or not, so a lock looks the same for every address and reveals nothing.
 */
export function throttleKeys(email: string, clientAddress: string): ThrottleKeys {
  return { account: accountKey(email), address: digest(`address:${clientAddress}`) };
}

function accountKey(email: string): string {
  return digest(`account:${email.toLowerCase()}`);
}

const WINDOW = `now() - make_interval(mins => ${LOGIN_THROTTLE.windowMinutes})`;

/**
 * Whether a login may be tried now. From a known browser of the account (see devices.ts) the
 * account's failures neither slow nor lock it: they are someone else's; the address still counts.
 */
export async function throttleFor(db: Queryable, keys: ThrottleKeys, { knownDevice = false } = {}): Promise<ThrottleDecision> {
  const [row] = await db.query<{ account: number; address: number; last: Date | string | null }>(
    `select count(*) filter (where key_hash = $1)::integer as account,
            count(*) filter (where key_hash = $2)::integer as address,
            max(failed_at) as last
       from login_failures
      where key_hash in ($1, $2) and failed_at > ${WINDOW}`,
    [keys.account, keys.address],
  );
  return throttleDecision(
    {
      accountFailures: knownDevice ? 0 : (row?.account ?? 0),
      addressFailures: row?.address ?? 0,
      lastFailureAt: row?.last ? new Date(row.last).getTime() : null,
    },
    Date.now(),
  );
}

export async function recordFailure(db: Queryable, keys: ThrottleKeys): Promise<void> {
  await db.query(`delete from login_failures where failed_at <= ${WINDOW}`);
  await db.query('insert into login_failures (key_hash) values ($1), ($2)', [keys.account, keys.address]);
}

/** A successful login, or a password reset, clears its account's failures; the address keeps its count. */
export async function clearAccountFailures(db: Queryable, email: string): Promise<void> {
  await db.query('delete from login_failures where key_hash = $1', [accountKey(email)]);
}
