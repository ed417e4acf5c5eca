import { hashPassword, verifyPassword } from './password.js';

describe('passwords', () => {
  let stored: string;

  beforeAll(async () => {
    stored = await hashPassword('Sophie-Louise-1967');
  });

  it('are stored as scrypt at N = 2^17, r = 8, p = 1 with their salt', () => {
    expect(stored).toMatch(/^scrypt\$131072\$8\$1\$[A-Za-z0-9+/]{22}==\$[A-Za-z0-9+/]{86}==$/);
  });

  it('verify with the password they were made from, and only with it', async () => {
    await expect(verifyPassword('Sophie-Louise-1967', stored)).resolves.toBe(true);
    await expect(verifyPassword('sophie-louise-1967', stored)).resolves.toBe(false);
  });

  it('salt each hash anew', async () => {
    const [, , , , salt] = stored.split('$');
    expect((await hashPassword('Sophie-Louise-1967')).split('$')[4]).not.toBe(salt);
  });

  it('refuse a stored value of another form', async () => {
    await expect(verifyPassword('x', 'bcrypt$2b$10$abc')).resolves.toBe(false);
    await expect(verifyPassword('x', 'scrypt$131072$8$1$c2FsdA==')).resolves.toBe(false);
    await expect(verifyPassword('x', 'scrypt$0$8$1$c2FsdA==$aGFzaA==')).resolves.toBe(false);
  });
});
