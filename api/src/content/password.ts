import { randomBytes, scrypt, timingSafeEqual, type ScryptOptions } from 'node:crypto';

// scrypt at N = 2^17, r = 8, p = 1: the cost OWASP recommends for scrypt, about half a second and
// 128 MiB per hash, so a stolen table costs an attacker the same for every guess.
const COST = { N: 2 ** 17, r: 8, p: 1 };
const KEY_LENGTH = 64;
const SALT_LENGTH = 16;

const PREFIX = 'scrypt';

/** Node refuses more than 32 MiB by default; scrypt needs 128 · N · r bytes, plus some room. */
const maxmemFor = ({ N, r }: { N: number; r: number }) => 128 * N * r * 2;

function derive(password: string, salt: Buffer, options: ScryptOptions & { N: number; r: number }, length: number): Promise<Buffer> {
  return new Promise((resolve, reject) => {
    scrypt(password.normalize('NFC'), salt, length, { ...options, maxmem: maxmemFor(options) }, (error, key) =>
      error ? reject(error) : resolve(key),
    );
  });
}

/** `scrypt$N$r$p$salt$hash`, salt and hash in base64: the stored form carries its own cost. */
export async function hashPassword(password: string): Promise<string> {
  const salt = randomBytes(SALT_LENGTH);
  const key = await derive(password, salt, COST, KEY_LENGTH);
  return [PREFIX, COST.N, COST.r, COST.p, salt.toString('base64'), key.toString('base64')].join('$');
}

/**
 * Whether `password` is the one `stored` was made from; false for a stored value of another form.
 * Rejects when the stored cost is not one scrypt accepts: the value was damaged, not mistyped.
 */
export async function verifyPassword(password: string, stored: string): Promise<boolean> {
  const [prefix, n, r, p, salt, hash, ...rest] = stored.split('$');
  if (prefix !== PREFIX || rest.length > 0 || salt === undefined || hash === undefined) return false;
  const cost = { N: Number(n), r: Number(r), p: Number(p) };
  if (![cost.N, cost.r, cost.p].every((value) => Number.isSafeInteger(value) && value > 0)) return false;
  const expected = Buffer.from(hash, 'base64');
  if (expected.length === 0) return false;
  const key = await derive(password, Buffer.from(salt, 'base64'), cost, expected.length);
  return timingSafeEqual(key, expected);
}
