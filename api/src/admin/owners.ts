import type { Language } from 'shared-kernel';
import { inviteOwner } from '../auth/passwordReset.js';
import type { Queryable } from '../db/database.js';

/** A vendor as a CRM lists it with a property (SweepBright's `vendors[]`, Whise's owners). */
export interface Vendor {
  crmId?: string;
  email: string;
  firstName?: string;
  lastName?: string;
  language?: Language;
}

/** An owner as the admin api writes it: who they are and exactly which properties are theirs. */
export interface OwnerWrite {
  email: string;
  name: string;
  language: Language;
  propertyIds: readonly number[];
}

interface OwnerRow {
  id: number;
  email: string;
  name: string;
  language: Language;
  password_hash: string | null;
  invited_at: Date | string | null;
}

/** Why an owner could not be written, in the caller's words (the api answers it as a 409). */
export class OwnerConflict extends Error {}

/**
 * Creates or updates the owner found by CRM id, else by e-mail (any case), and answers it. A
 * manager's account is the agency's: it is never turned into an owner's.
 */
async function upsertOwner(tx: Queryable, owner: { email: string; name: string; language: Language; crmId?: string | undefined }): Promise<OwnerRow> {
  const [found] = await tx.query<OwnerRow & { role: string }>(
    `select id, email, name, language, password_hash, invited_at, role from owners
      where ($2::text is not null and crm_id = $2) or lower(email) = lower($1)
      order by (crm_id is not distinct from $2) desc limit 1`,
    [owner.email, owner.crmId ?? null],
  );
  if (found?.role === 'manager') throw new OwnerConflict(`${owner.email} is a manager's account, not an owner's`);
  const [row] = found
    ? await tx.query<OwnerRow>(
        `update owners set email = $2, name = $3, language = $4, crm_id = coalesce($5, crm_id) where id = $1
         returning id, email, name, language, password_hash, invited_at`,
        [found.id, owner.email, owner.name, owner.language, owner.crmId ?? null],
      )
    : await tx.query<OwnerRow>(
        `insert into owners (email, name, role, language, crm_id) values ($1, $2, 'owner', $3, $4)
         returning id, email, name, language, password_hash, invited_at`,
        [owner.email, owner.name, owner.language, owner.crmId ?? null],
      );
  if (row === undefined) throw new Error(`the owner ${owner.email} was not written`);
  return row;
}

/** Invites the owner unless they have a password or were invited already; answers whether it did. */
async function inviteOnce(tx: Queryable, owner: OwnerRow, origin: string): Promise<boolean> {
  if (owner.password_hash !== null || owner.invited_at !== null) return false;
  await inviteOwner(tx, owner, origin);
  return true;
}

async function missingProperties(tx: Queryable, ids: readonly number[]): Promise<number[]> {
  const rows = await tx.query<{ id: number }>(
    'select id from unnest($1::int[]) as given(id) where not exists (select 1 from properties p where p.id = given.id) order by id',
    [ids],
  );
  return rows.map((row) => row.id);
}

/**
 * Writes an owner and makes `propertyIds` exactly the properties they own (other owners of those
 * properties stay); a new owner is invited to choose a password. Answers the owner's id and
 * whether an invitation left.
 */
export async function writeOwner(tx: Queryable, owner: OwnerWrite, origin: string): Promise<{ id: number; invited: boolean }> {
  const missing = await missingProperties(tx, owner.propertyIds);
  if (missing.length > 0) throw new OwnerConflict(`there is no property ${missing.join(', ')}`);
  const row = await upsertOwner(tx, owner);
  await tx.query('delete from property_owners where owner_id = $1 and property_id <> all($2::int[])', [row.id, owner.propertyIds]);
  await tx.query(
    'insert into property_owners (property_id, owner_id) select unnest($2::int[]), $1 on conflict do nothing',
    [row.id, owner.propertyIds],
  );
  return { id: row.id, invited: await inviteOnce(tx, row, origin) };
}

/** Takes an owner's account away (their sessions and links go with it); answers whether there was one. */
export async function deleteOwner(tx: Queryable, email: string): Promise<boolean> {
  const rows = await tx.query(`delete from owners where lower(email) = lower($1) and role = 'owner' returning id`, [email]);
  return rows.length > 0;
}

/** The name a vendor is greeted by: as the CRM gives it, else the part of the address before the @. */
function vendorName(vendor: Vendor): string {
  const name = [vendor.firstName, vendor.lastName].filter((part) => part?.trim()).join(' ').trim();
  return name || (vendor.email.split('@')[0] ?? vendor.email);
}

/**
 * Makes `vendors` exactly the owners of property `propertyId`, as a CRM lists them: each is created
 * or updated (found by CRM id, else e-mail), linked to the property, and invited once; a vendor no
 * longer listed is unlinked from it (their account stays, with their other properties).
 */
export async function linkVendors(tx: Queryable, propertyId: number, vendors: readonly Vendor[], defaultLanguage: Language, origin: string): Promise<number> {
  const ids: number[] = [];
  let invited = 0;
  for (const vendor of vendors) {
    const row = await upsertOwner(tx, { email: vendor.email, name: vendorName(vendor), language: vendor.language ?? defaultLanguage, crmId: vendor.crmId });
    ids.push(row.id);
    if (await inviteOnce(tx, row, origin)) invited += 1;
  }
  await tx.query('delete from property_owners where property_id = $1 and owner_id <> all($2::int[])', [propertyId, ids]);
  await tx.query('insert into property_owners (property_id, owner_id) select $1, unnest($2::int[]) on conflict do nothing', [propertyId, ids]);
  return invited;
}
