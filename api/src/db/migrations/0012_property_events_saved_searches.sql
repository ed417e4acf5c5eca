-- Issue 41: what changed per property, as events, and the saved searches that are told about them.

-- One row per change of a property, whichever way it came (a feed import, the back office, the
-- demo's seed): recorded by the triggers below, so no writer can forget it. Prices are the listed
-- ones: a price on demand is no public figure and makes no event.
create table property_events (
  id bigint generated always as identity primary key,
  property_id integer not null,
  kind text not null check (kind in ('published', 'price', 'status', 'withdrawn')),
  old_price double precision,
  new_price double precision,
  old_marquee smallint,
  new_marquee smallint,
  occurred_at timestamptz not null default now()
);

create index property_events_property on property_events (property_id, occurred_at);
create index property_events_occurred on property_events (occurred_at);

-- Statement triggers with transition tables: a feed of thousands of rows costs one insert each.
-- A property is published the day it reaches the site, whatever date its record was created.
create function property_events_published() returns trigger language plpgsql as $$
begin
  insert into property_events (property_id, kind, new_price, new_marquee)
  select id, 'published', listed_price, marquee from new_rows;
  return null;
end $$;

create function property_events_changed() returns trigger language plpgsql as $$
begin
  insert into property_events (property_id, kind, old_price, new_price)
  select n.id, 'price', o.listed_price, n.listed_price
    from old_rows o join new_rows n on n.id = o.id
   where o.listed_price <> n.listed_price;
  -- Marquees 1 and 2 are both "for sale" (shared-kernel's marqueeState): no change a visitor sees.
  insert into property_events (property_id, kind, old_marquee, new_marquee)
  select n.id, 'status', o.marquee, n.marquee
    from old_rows o join new_rows n on n.id = o.id
   where o.marquee <> n.marquee and not (o.marquee in (1, 2) and n.marquee in (1, 2));
  return null;
end $$;

create function property_events_withdrawn() returns trigger language plpgsql as $$
begin
  insert into property_events (property_id, kind, old_price, old_marquee)
  select id, 'withdrawn', listed_price, marquee from old_rows;
  return null;
end $$;

create trigger properties_published after insert on properties
  referencing new table as new_rows for each statement execute function property_events_published();
create trigger properties_changed after update on properties
  referencing old table as old_rows new table as new_rows for each statement execute function property_events_changed();
create trigger properties_withdrawn after delete on properties
  referencing old table as old_rows for each statement execute function property_events_withdrawn();

-- The catalogue as it stands was published when its records say: nothing better is known.
insert into property_events (property_id, kind, new_price, new_marquee, occurred_at)
select id, 'published', listed_price, marquee, least(created_at, now()) from properties order by created_at, id;

-- A list's filters (or the demand register's answers) kept with an e-mail address, or one property
-- followed; double opt-in by `token`'s link, which also unsubscribes in one click.
create table saved_searches (
  id uuid primary key,
  email text not null,
  language text not null,
  -- shared-kernel's SearchCriteria; null when following one property.
  criteria jsonb,
  -- The list the search was saved from, with its query as the visitor had it: the mails link back to it.
  list_path text,
  property_id integer,
  frequency text not null check (frequency in ('instant', 'daily', 'weekly')),
  token text not null unique,
  enquiry_id uuid references enquiries (id) on delete set null,
  confirmed_at timestamptz,
  unsubscribed_at timestamptz,
  -- Events up to this one happened before the search existed: never announced to it.
  events_after bigint not null,
  last_digest_at timestamptz,
  created_at timestamptz not null default now(),
  check (criteria is not null or property_id is not null)
);

create index saved_searches_email on saved_searches (lower(email));
create index saved_searches_active on saved_searches (frequency) where confirmed_at is not null and unsubscribed_at is null;

-- An event announced to a saved search, written in the transaction that queues its mail: the key
-- makes a second matcher (another replica, a retry) find it announced and send nothing.
create table saved_search_deliveries (
  saved_search_id uuid not null references saved_searches (id) on delete cascade,
  event_id bigint not null references property_events (id) on delete cascade,
  -- The outbox mail that told it (set once queued, in the same transaction).
  mail_id uuid,
  delivered_at timestamptz not null default now(),
  primary key (saved_search_id, event_id)
);

create index saved_search_deliveries_event on saved_search_deliveries (event_id);

-- Headers a mail carries besides the usual ones (List-Unsubscribe, RFC 8058's List-Unsubscribe-Post).
alter table mail_outbox add column headers jsonb;

-- The demand register becomes one way to make a saved search: its subscribers keep their links
-- (same token) and are told at once, as before.
insert into saved_searches (id, email, language, criteria, frequency, token, enquiry_id, confirmed_at, unsubscribed_at, events_after, created_at)
select id, email, language, criteria, 'instant', token, enquiry_id, confirmed_at, unsubscribed_at,
       (select coalesce(max(id), 0) from property_events), created_at
  from subscriptions where kind = 'demand';
delete from subscriptions where kind = 'demand';
drop table demand_seen_properties;
