import { legacyScryptHash } from '../test/legacyPassword.js';
import { hashPassword, needsRehash, verifyPassword } from './password.js';

describe('passwords', () => {
  let stored: string;

  beforeAll(async () => {
    stored = await hashPassword('Sophie-Louise-1967');
  });

  it('are stored as argon2id at m = 19 MiB, t = 2, p = 1 with their salt (OWASP)', () => {
    expect(stored).toMatch(/^\$argon2id\$v=19\$m=19456,t=2,p=1\$[A-Za-z0-9+/]{22}\$[A-Za-z0-9+/]{43}$/);
    expect(needsRehash(stored)).toBe(false);
  });

  it('verify with the password they were made from, and only with it', async () => {
    await expect(verifyPassword('Sophie-Louise-1967', stored)).resolves.toBe(true);
    await expect(verifyPassword('sophie-louise-1967', stored)).resolves.toBe(false);
  });

  it('salt each hash anew', async () => {
    expect(await hashPassword('Sophie-Louise-1967')).not.toBe(stored);
  });

  it('still read the scrypt hashes of before, which are due for a new hash', async () => {
    const legacy = await legacyScryptHash('Pieter-1971');
    await expect(verifyPassword('Pieter-1971', legacy)).resolves.toBe(true);
    await expect(verifyPassword('pieter-1971', legacy)).resolves.toBe(false);
    expect(needsRehash(legacy)).toBe(true);
    expect(needsRehash('$argon2id$v=19$m=4096,t=3,p=1$c2FsdHNhbHQ$aGFzaA')).toBe(true);
  });

  it('refuse a stored value of another form, or a damaged one', async () => {
    await expect(verifyPassword('x', 'bcrypt$2b$10$abc')).resolves.toBe(false);
    await expect(verifyPassword('x', 'scrypt$131072$8$1$c2FsdA==')).resolves.toBe(false);
    await expect(verifyPassword('x', 'scrypt$0$8$1$c2FsdA==$aGFzaA==')).resolves.toBe(false);
    await expect(verifyPassword('x', '$argon2id$v=19$m=19456,t=2,p=1$broken')).resolves.toBe(false);
  });
});
