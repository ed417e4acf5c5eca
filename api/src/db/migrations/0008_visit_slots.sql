-- Visits in the agency's own slots (issue 18): the slots come with the feed (or the demo agency),
-- visitors book them from the visit form, and the confirmation mail carries a calendar invitation
-- with a link that cancels.

-- A slot of a property: a private visit (capacity 1) or an open house. `booked` counts the live
-- bookings; the check makes "never more than its capacity" hold whatever the code does, and a
-- booking takes its place with one conditional update, so concurrent bookings queue on the row.
-- No foreign key to properties: an import replaces a withdrawn property's row, the slots and their
-- bookings stay for the agency and the owner.
create table visit_slots (
  id uuid primary key,
  property_id integer not null,
  starts_at timestamptz not null,
  ends_at timestamptz not null,
  kind text not null check (kind in ('visit', 'open-house')),
  capacity integer not null check (capacity > 0),
  booked integer not null default 0 check (booked >= 0 and booked <= capacity),
  check (ends_at > starts_at),
  unique (property_id, starts_at)
);

create index visit_slots_upcoming on visit_slots (property_id, starts_at) where booked < capacity;

-- One visitor's booking. The cancel link's secret is kept as its SHA-256 only: the database alone
-- cannot cancel anyone's visit. `sequence` counts the invitation's versions (RFC 5545 SEQUENCE).
create table visit_bookings (
  id uuid primary key,
  slot_id uuid not null references visit_slots (id) on delete cascade,
  enquiry_id uuid not null references enquiries (id) on delete cascade,
  email text not null,
  name text not null,
  language text not null,
  token_hash text not null unique,
  sequence integer not null default 0,
  created_at timestamptz not null default now(),
  cancelled_at timestamptz
);

create index visit_bookings_slot on visit_bookings (slot_id) where cancelled_at is null;

-- One live booking per visitor and slot: the same visitor booking again (a second tab, a reload)
-- takes no second place of an open house.
create unique index visit_bookings_once on visit_bookings (slot_id, lower(email)) where cancelled_at is null;

-- A calendar invitation (or its cancellation) travels with a mail as its text/calendar part.
alter table mail_outbox add column calendar text;
alter table mail_outbox add column calendar_method text check (calendar_method in ('REQUEST', 'CANCEL'));
