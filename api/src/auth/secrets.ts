import { createHash, randomBytes } from 'node:crypto';

/** A new unguessable value for a cookie or a link: 256 random bits, URL-safe. */
export function newSecret(): string {
  return randomBytes(32).toString('base64url');
}

/**
 * What the database keeps of a secret. The secrets are random and long, so a plain SHA-256 is
 * enough to make a stolen copy of the table useless, without the cost of a password hash.
 */
export function digest(secret: string): string {
  return createHash('sha256').update(secret).digest('base64url');
}
