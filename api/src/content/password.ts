import { scrypt, timingSafeEqual } from 'node:crypto';
import { availableParallelism } from 'node:os';
import { hash, verify, type Options } from '@node-rs/argon2';
import pLimit from 'p-limit';

/**
 * argon2id at m = 19 MiB, t = 2, p = 1: OWASP's first choice for password storage. About 20 MiB
 * and a few tens of milliseconds per hash, where the scrypt of before took 128 MiB and half a
 * second, so a flood of logins can no longer exhaust the memory or starve the page rendering.
 */
// `algorithm: 2` is the package's `Algorithm.Argon2id`, a const enum that isolated modules cannot read.
const ARGON2ID: Options = { algorithm: 2, memoryCost: 19_456, timeCost: 2, parallelism: 1 };
const CURRENT_PREFIX = `$argon2id$v=19$m=${ARGON2ID.memoryCost},t=${ARGON2ID.timeCost},p=${ARGON2ID.parallelism}$`;

/**
 * Hashes at once are bounded, the rest wait their turn: a burst of logins (or of unknown
 * addresses, which are checked against a decoy) costs at most this many hashes of memory.
 */
const hashing = pLimit(Math.max(2, availableParallelism()));

/** The stored form carries its own algorithm and cost (PHC string format). */
export function hashPassword(password: string): Promise<string> {
  return hashing(() => hash(password.normalize('NFC'), ARGON2ID));
}

/**
 * Whether `password` is the one `stored` was made from: an argon2id hash, or a scrypt hash from
 * before (`scrypt$N$r$p$salt$hash`), kept readable until its owner's next login replaces it.
 * False for a stored value of any other form, or a damaged one.
 */
export function verifyPassword(password: string, stored: string): Promise<boolean> {
  return hashing(async () => {
    if (stored.startsWith('$argon2id$')) return verify(stored, password.normalize('NFC')).catch(() => false);
    return verifyScrypt(password, stored);
  });
}

/** A stored hash made with another algorithm or cost: replace it when the owner next logs in. */
export function needsRehash(stored: string): boolean {
  return !stored.startsWith(CURRENT_PREFIX);
}

/** Node refuses more than 32 MiB by default; scrypt needs 128 · N · r bytes, plus some room. */
const maxmemFor = ({ N, r }: { N: number; r: number }) => 128 * N * r * 2;

async function verifyScrypt(password: string, stored: string): Promise<boolean> {
  const [prefix, n, r, p, salt, hashed, ...rest] = stored.split('$');
  if (prefix !== 'scrypt' || rest.length > 0 || salt === undefined || hashed === undefined) return false;
  const cost = { N: Number(n), r: Number(r), p: Number(p) };
  if (![cost.N, cost.r, cost.p].every((value) => Number.isSafeInteger(value) && value > 0)) return false;
  const expected = Buffer.from(hashed, 'base64');
  if (expected.length === 0) return false;
  const key = await new Promise<Buffer>((resolve, reject) => {
    scrypt(password.normalize('NFC'), Buffer.from(salt, 'base64'), expected.length, { ...cost, maxmem: maxmemFor(cost) }, (error, derived) =>
      error ? reject(error) : resolve(derived),
    );
  }).catch(() => null);
  return key !== null && timingSafeEqual(key, expected);
}
