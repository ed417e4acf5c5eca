-- The agency's CRM as the source of listings and the destination of leads.

-- A CRM record (a SweepBright estate's UUID, a Whise estate's number) and the site's own numeric id
-- for it, which never changes: the site's URLs stay the same whatever the CRM does. Ids come from
-- their own sequence, started far above what a feed file or the demo uses, so the two never meet.
create sequence crm_site_ids start with 10000001;

create table crm_records (
  crm text not null,
  crm_id text not null,
  kind text not null check (kind in ('property', 'project')),
  site_id integer not null,
  -- The last time the CRM's truth was applied, and why the last try failed (null once it worked).
  synced_at timestamptz,
  last_error text,
  -- Withdrawn: the estate left the site (deleted in the CRM, or gone from its answers); kept so the
  -- page answers 410 with similar properties rather than 404, and a come-back keeps its id.
  withdrawn_at timestamptz,
  -- What the 410 page needs to find similar properties once the row in `properties` is gone.
  last_seen jsonb,
  -- The public URL the CRM was told (SweepBright's PUT estates/{id}/url), so it is told once.
  announced_url text,
  primary key (crm, crm_id),
  unique (kind, site_id)
);

-- A CRM's hint that an estate changed, one row per estate: a webhook (or a poll) marks it pending
-- and bumps `version`; the worker claims the row (a lease, FOR UPDATE SKIP LOCKED), fetches the
-- estate's latest truth and applies it, then clears `pending` only if no newer hint arrived
-- meanwhile. Events out of order or twice end in the CRM's latest state, applied by one replica.
create table crm_inbox (
  crm text not null,
  crm_id text not null,
  last_event text not null,
  version integer not null default 1,
  events integer not null default 1,
  pending boolean not null default true,
  -- When the oldest unapplied hint arrived: the lag is measured from it.
  pending_since timestamptz,
  attempts integer not null default 0,
  next_attempt_at timestamptz not null default now(),
  last_error text,
  -- A failure that retrying cannot fix (an estate the site cannot map, a photo that is gone).
  failed_at timestamptz,
  applied_at timestamptz,
  received_at timestamptz not null default now(),
  primary key (crm, crm_id)
);

create index crm_inbox_due on crm_inbox (next_attempt_at) where pending;

-- Leads written back to the CRM, queued in the enquiry's transaction and sent by the outbox worker.
-- A lead the CRM refuses (422) is finished with (`sent_at`), its errors kept in `rejection`.
create table crm_outbox (
  id uuid primary key,
  enquiry_id uuid not null references enquiries (id) on delete cascade,
  crm text not null,
  payload jsonb not null,
  attempts integer not null default 0,
  next_attempt_at timestamptz not null default now(),
  last_error text,
  rejection jsonb,
  sent_at timestamptz,
  created_at timestamptz not null default now()
);

create index crm_outbox_due on crm_outbox (next_attempt_at) where sent_at is null;

-- Photos and documents copied from the CRM into the site's storage, by content hash: one file
-- however many records use it; removed once no record does (and it is older than a sync takes,
-- so a file fetched for an import still in progress is never taken away).
create table crm_media (
  hash text primary key,
  kind text not null check (kind in ('photo', 'document')),
  -- A photo's id for /api/images/{id}; a document's number for /api/documents/{id}.
  image_id text unique,
  document_id integer unique,
  mime_type text not null,
  bytes integer not null,
  stored_at timestamptz not null default now()
);

-- The CRM's own id of a file (its addresses expire, its id does not): a file seen before is not
-- downloaded again.
create table crm_files (
  crm text not null,
  file_id text not null,
  hash text not null references crm_media (hash) on delete cascade,
  primary key (crm, file_id)
);
