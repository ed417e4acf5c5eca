import { randomBytes, scrypt } from 'node:crypto';

/** A password hash as the site stored them before argon2id (`scrypt$N$r$p$salt$hash`), at a test's cost. */
export async function legacyScryptHash(password: string): Promise<string> {
  const cost = { N: 2 ** 14, r: 8, p: 1 };
  const salt = randomBytes(16);
  const key = await new Promise<Buffer>((resolve, reject) => {
    scrypt(password.normalize('NFC'), salt, 64, { ...cost, maxmem: 64 * 1024 * 1024 }, (error, derived) => (error ? reject(error) : resolve(derived)));
  });
  return ['scrypt', cost.N, cost.r, cost.p, salt.toString('base64'), key.toString('base64')].join('$');
}
