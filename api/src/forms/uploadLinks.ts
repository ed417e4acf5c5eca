import { createHmac, timingSafeEqual } from 'node:crypto';
import type { Queryable } from '../db/database.js';
import { newSecret } from '../auth/secrets.js';

/** How long the back office may fetch a CV through the link its webhook received. */
export const UPLOAD_LINK_LIFETIME_MS = 30 * 24 * 60 * 60_000;

/**
 * The key of the CV links: LINK_SECRET, or one made on first use and kept in the database (the
 * first replica to ask makes it; the others read the same row).
 */
export async function linkSigningKey(db: Queryable, configured: string | undefined): Promise<string> {
  if (configured !== undefined) return configured;
  await db.query(`insert into generated_secrets (name, value) values ('upload-links', $1) on conflict (name) do nothing`, [newSecret()]);
  const [row] = await db.query<{ value: string }>(`select value from generated_secrets where name = 'upload-links'`);
  if (row === undefined) throw new Error('The upload link key could not be stored');
  return row.value;
}

function signature(key: string, uploadId: string, expires: number): string {
  return createHmac('sha256', key).update(`upload:${uploadId}:${expires}`).digest('base64url');
}

/** A link to one upload that works until `now + lifetime` for whoever holds it, and for nobody after. */
export function signedUploadLink(origin: string, key: string, uploadId: string, now = Date.now()): string {
  const expires = Math.floor((now + UPLOAD_LINK_LIFETIME_MS) / 1000);
  return `${origin}/api/forms/uploads/${uploadId}?expires=${expires}&signature=${signature(key, uploadId, expires)}`;
}

export type UploadLinkCheck = 'valid' | 'expired' | 'forged';

export function checkUploadLink(key: string, uploadId: string, expires: number, given: string, now = Date.now()): UploadLinkCheck {
  const expected = Buffer.from(signature(key, uploadId, expires));
  const received = Buffer.from(given);
  if (expected.length !== received.length || !timingSafeEqual(expected, received)) return 'forged';
  return expires * 1000 < now ? 'expired' : 'valid';
}
