import type { PropertyEvent } from 'shared-kernel';
import type { Queryable } from '../db/database.js';

/** What changed of one property and when, oldest first, as its page tells it. */
export async function readPropertyHistory(db: Queryable, propertyId: number): Promise<PropertyEvent[]> {
  const rows = await db.query<{ kind: PropertyEvent['kind']; occurred_at: Date; old_price: number | null; new_price: number | null; old_marquee: number | null; new_marquee: number | null }>(
    `select kind, occurred_at, old_price, new_price, old_marquee, new_marquee from property_events
      where property_id = $1 and kind <> 'withdrawn' order by occurred_at, id`,
    [propertyId],
  );
  return rows.map((row) => ({
    kind: row.kind,
    date: row.occurred_at.toISOString(),
    ...(row.old_price === null ? {} : { oldPrice: row.old_price }),
    ...(row.new_price === null ? {} : { newPrice: row.new_price }),
    ...(row.old_marquee === null ? {} : { oldMarquee: row.old_marquee }),
    ...(row.new_marquee === null ? {} : { newMarquee: row.new_marquee }),
  }));
}

/**
 * Puts a past in place of what the catalogue's triggers recorded for these properties (their
 * publication today): the demo agency's seed writes the history its generator made up.
 */
export async function replaceHistory(tx: Queryable, events: readonly (PropertyEvent & { propertyId: number })[]): Promise<void> {
  await tx.query('delete from property_events where property_id = any($1::integer[])', [[...new Set(events.map((event) => event.propertyId))]]);
  await tx.query(
    `insert into property_events (property_id, kind, old_price, new_price, old_marquee, new_marquee, occurred_at)
     select * from jsonb_to_recordset($1::jsonb)
       as e(property_id integer, kind text, old_price double precision, new_price double precision, old_marquee smallint, new_marquee smallint, occurred_at timestamptz)
     order by occurred_at`,
    [
      JSON.stringify(
        events.map((event) => ({
          property_id: event.propertyId,
          kind: event.kind,
          old_price: event.oldPrice ?? null,
          new_price: event.newPrice ?? null,
          old_marquee: event.oldMarquee ?? null,
          new_marquee: event.newMarquee ?? null,
          occurred_at: event.date,
        })),
      ),
    ],
  );
}
