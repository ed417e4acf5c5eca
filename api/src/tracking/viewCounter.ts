import { createHmac, randomBytes } from 'node:crypto';
import { agencyDay } from 'shared-kernel';
import type { Database, Queryable } from '../db/database.js';

export interface PropertyView {
  propertyId: number;
  /** The client's address and browser: hashed with the day's salt, never stored. */
  clientAddress: string;
  userAgent: string;
}

/** Today's salt, made by the first view of the day, which also forgets every earlier day's visitors. */
async function saltOf(tx: Queryable, day: string): Promise<string> {
  const created = await tx.query<{ salt: string }>(
    'insert into view_counter_salts (day, salt) values ($1, $2) on conflict (day) do nothing returning salt',
    [day, randomBytes(32).toString('base64')],
  );
  if (created[0] !== undefined) {
    await tx.query('delete from view_counter_salts where day < $1', [day]);
    await tx.query('delete from property_view_visitors where day < $1', [day]);
    return created[0].salt;
  }
  const [existing] = await tx.query<{ salt: string }>('select salt from view_counter_salts where day = $1', [day]);
  if (existing === undefined) throw new Error(`The view counter has no salt for ${day}`);
  return existing.salt;
}

/**
 * Counts a view of a property on the Brussels day of `now`, once per visitor and property: the
 * visitor is a keyed hash of address, browser and property under a salt that lives one day.
 * Answers 'unknown' for a property that does not exist, 'repeat' for a visitor already counted.
 */
export async function countPropertyView(db: Database, view: PropertyView, now: Date = new Date()): Promise<'counted' | 'repeat' | 'unknown'> {
  const day = agencyDay(now);
  return db.transaction(async (tx) => {
    const property = await tx.query('select 1 from properties where id = $1', [view.propertyId]);
    if (property.length === 0) return 'unknown';
    const visitor = createHmac('sha256', await saltOf(tx, day))
      .update(`${view.clientAddress}\n${view.userAgent}\n${view.propertyId}`)
      .digest('base64url');
    const first = await tx.query(
      'insert into property_view_visitors (day, visitor_hash) values ($1, $2) on conflict do nothing returning 1',
      [day, visitor],
    );
    if (first.length === 0) return 'repeat';
    await tx.query(
      `insert into property_daily_views (property_id, day, views) values ($1, $2, 1)
       on conflict (property_id, day) do update set views = property_daily_views.views + 1`,
      [view.propertyId, day],
    );
    return 'counted';
  });
}
