import { loginSchema, passwordResetRequestSchema, passwordResetSchema } from './ownerAuth.js';

const messages = (result: { success: boolean; error?: { issues: { path: PropertyKey[]; message: string }[] } }) =>
  result.error?.issues.map((issue) => `${issue.path.join('.')}: ${issue.message}`) ?? [];

describe('owner auth schemas', () => {
  it('accepts a login and trims the address', () => {
    expect(loginSchema.parse({ email: ' sophie@example.be ', password: 'x' })).toEqual({ email: 'sophie@example.be', password: 'x' });
  });

  it('names each missing or bad login field', () => {
    expect(messages(loginSchema.safeParse({ email: '', password: '' }))).toEqual([
      'email: errors.emailRequired',
      'password: errors.passwordRequired',
    ]);
    expect(messages(loginSchema.safeParse({ email: 'not-an-address', password: 'x' }))).toEqual(['email: errors.emailInvalid']);
  });

  it('asks a reset request for its language', () => {
    expect(passwordResetRequestSchema.safeParse({ email: 'a@example.be', language: 'nl' }).success).toBe(true);
    expect(passwordResetRequestSchema.safeParse({ email: 'a@example.be', language: 'es' }).success).toBe(false);
  });

  it('wants a new password of 12 characters or more, typed twice the same', () => {
    expect(messages(passwordResetSchema.safeParse({ token: 't', password: 'short', confirmation: 'short' }))).toEqual([
      'password: errors.passwordTooShort',
    ]);
    expect(messages(passwordResetSchema.safeParse({ token: 't', password: 'long enough pass', confirmation: 'long enough pasS' }))).toEqual([
      'confirmation: errors.passwordsDiffer',
    ]);
    expect(passwordResetSchema.safeParse({ token: 't', password: 'long enough pass', confirmation: 'long enough pass' }).success).toBe(true);
  });
});
