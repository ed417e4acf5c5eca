import {
  agencyDay,
  localizedText,
  paging,
  viewStatistics,
  type HistoryPage,
  type Language,
  type LocalizedText,
  type OwnerProfile,
  type PortalHistory,
  type PortalHistoryItems,
  type PortalProperty,
  type PropertyStatistics,
} from 'shared-kernel';
import type { Queryable } from '../db/database.js';

/** An owner sees their own properties; a manager sees every owner's (spec §2, §6). */
function visibleTo(owner: OwnerProfile, ownerParameter: string): string {
  return owner.role === 'manager'
    ? 'exists (select 1 from property_owners po where po.property_id = p.id)'
    : `exists (select 1 from property_owners po where po.property_id = p.id and po.owner_id = ${ownerParameter})`;
}

export async function portalProperties(db: Queryable, owner: OwnerProfile, lang: Language): Promise<PortalProperty[]> {
  const rows = await db.query<{ id: number; title: LocalizedText | null; city: string; zip: string; reference: string; owner_name: string }>(
    // A property of several owners is named after all of them.
    `select p.id, p.texts -> 'Title' as title, p.city, p.zip, p.record_file as reference,
            (select string_agg(o.name, ', ' order by o.name) from property_owners po join owners o on o.id = po.owner_id where po.property_id = p.id) as owner_name
       from properties p
      where ${visibleTo(owner, '$1')}
      order by owner_name, p.city, p.id`,
    owner.role === 'manager' ? [] : [owner.id],
  );
  return rows.map((row) => ({
    id: row.id,
    title: localizedText(row.title, lang),
    city: row.city,
    zip: row.zip,
    reference: row.reference,
    ownerName: row.owner_name,
  }));
}

/** Whether `owner` may see property `id`: anything else answers 404, as if it did not exist. */
export async function canSee(db: Queryable, owner: OwnerProfile, id: number): Promise<boolean> {
  const rows = await db.query(`select 1 from properties p where p.id = $1 and ${visibleTo(owner, '$2')}`, [
    id,
    ...(owner.role === 'manager' ? [] : [owner.id]),
  ]);
  return rows.length > 0;
}

export async function propertyStatistics(db: Queryable, propertyId: number, now: Date): Promise<PropertyStatistics> {
  const days = await db.query<{ day: string; views: number }>(
    `select to_char(day, 'YYYY-MM-DD') as day, views from property_daily_views where property_id = $1`,
    [propertyId],
  );
  return viewStatistics(days, agencyDay(now));
}

const HISTORIES = {
  // Slots with at least one live booking: the places taken, never who took them.
  'booked-visits': {
    table: 'visit_slots',
    columns: 'starts_at as "startsAt", ends_at as "endsAt", kind, booked, capacity, starts_at > now() as upcoming',
    filter: 'booked > 0',
    order: 'starts_at desc, id',
  },
  visits: {
    table: 'property_visits',
    columns: 'visited_at as "visitedAt", feedback',
    order: 'visited_at desc, id desc',
  },
  communications: {
    table: 'property_communications',
    columns: 'sent_at as "sentAt", kind, recipients',
    order: 'sent_at desc, id desc',
  },
  'online-media': {
    table: 'property_online_media',
    columns: 'portal, published_at as "publishedAt", withdrawn_at as "withdrawnAt", state',
    order: 'published_at desc, id desc',
  },
} as const satisfies Record<PortalHistory, { table: string; columns: string; order: string; filter?: string }>;


const isoTime = (value: unknown) => (value instanceof Date ? value.toISOString() : value === null ? null : new Date(String(value)).toISOString());

/** One page of a property's history, newest first. */
export async function historyPage<H extends PortalHistory>(
  db: Queryable,
  history: H,
  propertyId: number,
  requestedPage: number,
): Promise<HistoryPage<PortalHistoryItems[H]>> {
  const { table, columns, order } = HISTORIES[history];
  const filter = 'filter' in HISTORIES[history] ? `and ${HISTORIES[history].filter}` : '';
  const [count] = await db.query<{ total: number }>(`select count(*)::integer as total from ${table} where property_id = $1 ${filter}`, [propertyId]);
  const total = count?.total ?? 0;
  const { page, pageCount, offset, limit } = paging(total, requestedPage);
  const rows = await db.query<Record<string, unknown>>(
    `select ${columns} from ${table} where property_id = $1 ${filter} order by ${order} limit $2 offset $3`,
    [propertyId, limit, offset],
  );
  const items = rows.map((row) =>
    Object.fromEntries(Object.entries(row).map(([key, value]) => [key, key.endsWith('At') ? isoTime(value) : value])),
  ) as unknown as PortalHistoryItems[H][];
  return { items, page, pageCount, total };
}
