import { createHash, randomBytes, randomUUID } from 'node:crypto';
import { NEXT_VISIT_SLOTS_SHOWN, OFF_MARKET_MARQUEES, VISIT_BOOKING_CLOSES_MINUTES, type FeedVisitSlot, type Language, type VisitSlot, type VisitSlotKind } from 'shared-kernel';
import type { Queryable } from '../db/database.js';

/**
 * The slots a visitor may still book: not full, starting late enough for the agency to plan, and of
 * a property still on the market (a sold or rented one keeps its slots for the record, offers none).
 */
const BOOKABLE = `booked < capacity and starts_at > now() + interval '${VISIT_BOOKING_CLOSES_MINUTES} minutes'
  and exists (select 1 from properties p where p.id = visit_slots.property_id and not p.marquee = any('{${OFF_MARKET_MARQUEES.join(',')}}'::smallint[]))`;

const SLOT_COLUMNS = `id, starts_at as "startsAt", ends_at as "endsAt", kind, capacity - booked as "placesLeft"`;

interface SlotRow {
  id: string;
  startsAt: Date | string;
  endsAt: Date | string;
  kind: VisitSlotKind;
  placesLeft: number;
}

const iso = (value: Date | string) => new Date(value).toISOString();

function slotOf(row: SlotRow): VisitSlot {
  return { id: row.id, startsAt: iso(row.startsAt), endsAt: iso(row.endsAt), kind: row.kind, placesLeft: row.placesLeft };
}

/** The next slots of a property a visitor may book, soonest first. */
export async function nextOpenSlots(db: Queryable, propertyId: number): Promise<VisitSlot[]> {
  const rows = await db.query<SlotRow>(
    `select ${SLOT_COLUMNS} from visit_slots where property_id = $1 and ${BOOKABLE} order by starts_at limit ${NEXT_VISIT_SLOTS_SHOWN}`,
    [propertyId],
  );
  return rows.map(slotOf);
}

/**
 * Writes the feed's slots of some properties: a slot is known by its property and start, so a
 * feed sent again changes its end, kind and capacity (never below the places already booked).
 * A property whose record lists slots loses its future slots that nobody booked and the feed no
 * longer lists; a record without the field leaves its slots alone (a back office that sends none).
 */
export async function writeFeedSlots(tx: Queryable, properties: readonly { ID: number; VisitSlots?: readonly FeedVisitSlot[] }[]): Promise<void> {
  const listing = properties.filter((property) => property.VisitSlots !== undefined);
  if (listing.length === 0) return;
  const rows = listing.flatMap((property) =>
    (property.VisitSlots ?? []).map((slot) => ({
      id: randomUUID(),
      property_id: property.ID,
      starts_at: slot.Start,
      ends_at: slot.End,
      kind: slot.Kind,
      capacity: slot.Capacity,
    })),
  );
  await tx.query(
    `delete from visit_slots s
      where s.property_id = any($1::integer[]) and s.booked = 0 and s.starts_at > now()
        and not exists (select 1 from jsonb_to_recordset($2::jsonb) as r(property_id integer, starts_at timestamptz)
                         where r.property_id = s.property_id and r.starts_at = s.starts_at)`,
    [listing.map((property) => property.ID), JSON.stringify(rows)],
  );
  if (rows.length === 0) return;
  await tx.query(
    `insert into visit_slots (id, property_id, starts_at, ends_at, kind, capacity)
     select id, property_id, starts_at, ends_at, kind, capacity
       from jsonb_to_recordset($1::jsonb) as r(id uuid, property_id integer, starts_at timestamptz, ends_at timestamptz, kind text, capacity integer)
     on conflict (property_id, starts_at) do update
       set ends_at = excluded.ends_at, kind = excluded.kind, capacity = greatest(excluded.capacity, visit_slots.booked)`,
    [JSON.stringify(rows)],
  );
}

export interface BookedSlot {
  bookingId: string;
  /** The cancel link's secret: given once, to the visitor's mail; only its hash is kept. */
  token: string;
  slot: VisitSlot;
}

export interface BookingRequest {
  slotId: string;
  propertyId: number;
  enquiryId: string;
  email: string;
  name: string;
  language: Language;
}

/**
 * Takes a place in a slot, in the caller's transaction. The conditional update is the whole rule:
 * concurrent bookings wait on the slot's row and each sees the count the one before left, so the
 * last place goes once. 'full' when the slot is full, past, closed or not this property's;
 * 'already' when this visitor holds a place in it (checked first, so a second booking by the same
 * visitor never takes a place, even racing the first).
 */
export async function bookSlot(tx: Queryable, request: BookingRequest): Promise<BookedSlot | 'full' | 'already'> {
  const token = randomBytes(24).toString('base64url');
  const bookingId = randomUUID();
  const held = await tx.query(
    `insert into visit_bookings (id, slot_id, enquiry_id, email, name, language, token_hash)
     select $1, s.id, $3, $4, $5, $6, $7 from visit_slots s where s.id = $2
     on conflict (slot_id, lower(email)) where cancelled_at is null do nothing
     returning id`,
    [bookingId, request.slotId, request.enquiryId, request.email, request.name, request.language, tokenHash(token)],
  );
  const [row] = await tx.query<SlotRow>(
    `update visit_slots set booked = booked + 1
      where id = $1 and property_id = $2 and ${BOOKABLE} and exists (select 1 from visit_bookings where id = $3)
      returning ${SLOT_COLUMNS}`,
    [request.slotId, request.propertyId, bookingId],
  );
  if (row !== undefined) return { bookingId, token, slot: slotOf(row) };
  if (held.length === 0 && (await tx.query('select 1 from visit_slots where id = $1', [request.slotId])).length > 0) return 'already';
  return 'full';
}

export function tokenHash(token: string): string {
  return createHash('sha256').update(token).digest('base64url');
}

export type BookingStatus = 'booked' | 'cancelled' | 'past';

export interface Booking {
  id: string;
  propertyId: number;
  email: string;
  name: string;
  language: Language;
  sequence: number;
  startsAt: string;
  endsAt: string;
  kind: VisitSlotKind;
  status: BookingStatus;
}

const BOOKING_COLUMNS = `b.id, s.property_id as "propertyId", b.email, b.name, b.language, b.sequence, s.starts_at as "startsAt", s.ends_at as "endsAt", s.kind,
  case when b.cancelled_at is not null then 'cancelled' when s.starts_at <= now() then 'past' else 'booked' end as status`;

type BookingRow = Omit<Booking, 'startsAt' | 'endsAt'> & { startsAt: Date | string; endsAt: Date | string };

const bookingOf = (row: BookingRow): Booking => ({ ...row, startsAt: iso(row.startsAt), endsAt: iso(row.endsAt) });

/** The booking a cancel link names, or undefined for a link that names none. */
export async function bookingByToken(db: Queryable, token: string): Promise<Booking | undefined> {
  const [row] = await db.query<BookingRow>(
    `select ${BOOKING_COLUMNS} from visit_bookings b join visit_slots s on s.id = b.slot_id where b.token_hash = $1`,
    [tokenHash(token)],
  );
  return row === undefined ? undefined : bookingOf(row);
}

/**
 * Cancels a booking to come and frees its place, in the caller's transaction, once: answers the
 * booking as cancelled now, or undefined when it was already cancelled or its time has passed.
 */
export async function cancelBooking(tx: Queryable, token: string): Promise<Booking | undefined> {
  const [row] = await tx.query<BookingRow>(
    `with cancelled as (
       update visit_bookings b set cancelled_at = now(), sequence = sequence + 1
         from visit_slots s
        where s.id = b.slot_id and b.token_hash = $1 and b.cancelled_at is null and s.starts_at > now()
        returning b.*
     ), freed as (
       update visit_slots s set booked = booked - 1 from cancelled c where s.id = c.slot_id returning s.*
     )
     select c.id, s.property_id as "propertyId", c.email, c.name, c.language, c.sequence, s.starts_at as "startsAt", s.ends_at as "endsAt", s.kind, 'cancelled' as status
       from cancelled c join freed s on s.id = c.slot_id`,
    [tokenHash(token)],
  );
  return row === undefined ? undefined : bookingOf(row);
}
