import type { Language } from 'shared-kernel';
import { localizePath } from 'shared-kernel';
import { hashPassword } from '../content/password.js';
import type { Database, Queryable } from '../db/database.js';
import { enqueueMail } from '../mail/outbox.js';
import { INVITATION_LINK_DAYS, ownerInvitationMail, passwordResetMail, RESET_LINK_MINUTES } from './resetMail.js';
import { digest, newSecret } from './secrets.js';
import { forgetDevices } from './devices.js';
import { endEverySession } from './sessions.js';
import { clearAccountFailures } from './throttle.js';

/** Enough for a lost mail or two; more would let anyone flood an owner's mailbox. */
const RESETS_PER_HOUR = 3;

/**
 * Queues a reset link for the owner of `email`, if there is one and they have not asked too often.
 * The caller answers the same either way, so nobody learns which addresses are owners'.
 */
export async function requestPasswordReset(
  db: Database,
  { email, language, origin }: { email: string; language: Language; origin: string },
): Promise<void> {
  await db.transaction(async (tx) => {
    const [owner] = await tx.query<{ id: number; name: string; email: string }>(
      'select id, name, email from owners where lower(email) = lower($1)',
      [email],
    );
    if (owner === undefined) return;
    const [recent] = await tx.query<{ count: number }>(
      `select count(*)::integer as count from password_reset_tokens
        where owner_id = $1 and created_at > now() - interval '1 hour'`,
      [owner.id],
    );
    if ((recent?.count ?? 0) >= RESETS_PER_HOUR) return;
    const link = await newResetLink(tx, owner.id, RESET_LINK_MINUTES, { origin, language });
    await enqueueMail(tx, await passwordResetMail(owner.email, owner.name, link, language));
  });
}

/** A single-use link to choose a password, working for `minutes`; only its hash is kept. */
async function newResetLink(tx: Queryable, ownerId: number, minutes: number, { origin, language }: { origin: string; language: Language }): Promise<string> {
  const token = newSecret();
  await tx.query(
    `insert into password_reset_tokens (token_hash, owner_id, expires_at) values ($1, $2, now() + make_interval(mins => $3))`,
    [digest(token), ownerId, minutes],
  );
  // The token rides in the fragment: browsers never send it to a server, so no log keeps it.
  return `${origin}${localizePath('/login/', language)}#reset=${token}`;
}

/**
 * Invites an owner the agency added to choose a first password, in their language, through the
 * reset page; marks them invited, in the caller's transaction, so they are invited once.
 */
export async function inviteOwner(tx: Queryable, owner: { id: number; email: string; name: string; language: Language }, origin: string): Promise<void> {
  const link = await newResetLink(tx, owner.id, INVITATION_LINK_DAYS * 24 * 60, { origin, language: owner.language });
  await enqueueMail(tx, await ownerInvitationMail(owner.email, owner.name, link, owner.language));
  await tx.query('update owners set invited_at = now() where id = $1', [owner.id]);
}

const LIVE_TOKEN = `token_hash = $1 and used_at is null and expires_at > now()`;

/** Whether `token` is a link that can still set a password: not used, not replaced, not expired. */
export async function isLiveResetLink(db: Database, token: string): Promise<boolean> {
  const [known] = await db.query<{ owner_id: number }>(`select owner_id from password_reset_tokens where ${LIVE_TOKEN}`, [digest(token)]);
  return known !== undefined;
}

/** Sets the new password if `token` is a live, unused link; every session of the owner ends. */
export async function resetPassword(db: Database, { token, password }: { token: string; password: string }): Promise<boolean> {
  if (!(await isLiveResetLink(db, token))) return false;
  // Hashing takes its time: outside the transaction, which re-checks the link under a row lock.
  const passwordHash = await hashPassword(password);
  return db.transaction(async (tx) => {
    const [used] = await tx.query<{ owner_id: number }>(
      `update password_reset_tokens set used_at = now() where ${LIVE_TOKEN} returning owner_id`,
      [digest(token)],
    );
    if (used === undefined) return false;
    await tx.query('update owners set password_hash = $1 where id = $2', [passwordHash, used.owner_id]);
    // Every other link of the owner dies with this one: only the newest mail should work.
    await tx.query('update password_reset_tokens set used_at = now() where owner_id = $1 and used_at is null', [used.owner_id]);
    await endEverySession(tx, used.owner_id);
    // The owner proved they hold the address: failures typed against it no longer hold them up,
    // and no browser stays known (one may be the reason for the reset).
    const [owner] = await tx.query<{ email: string }>('select email from owners where id = $1', [used.owner_id]);
    if (owner) await clearAccountFailures(tx, owner.email);
    await forgetDevices(tx, used.owner_id);
    return true;
  });
}
