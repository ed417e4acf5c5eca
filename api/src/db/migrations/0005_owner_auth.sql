-- The owner portal's security (ASVS level 2) and the honest counting of property views.

-- A logged-in browser. The cookie carries a random id; only its SHA-256 is stored, so a copy of
-- the table opens no session. Idle and absolute expiry are checked against the two timestamps.
create table owner_sessions (
  id_hash text primary key,
  owner_id integer not null references owners (id) on delete cascade,
  created_at timestamptz not null default now(),
  last_seen_at timestamptz not null default now()
);

create index owner_sessions_owner on owner_sessions (owner_id);

-- Failed logins, per account (the lower-cased address, known or not) and per client address, both
-- as SHA-256 so the table holds neither. Rows older than the throttle's window are purged.
create table login_failures (
  key_hash text not null,
  failed_at timestamptz not null default now()
);

create index login_failures_key on login_failures (key_hash, failed_at);

-- A password reset link: single use, expiring; only the token's SHA-256 is stored.
create table password_reset_tokens (
  token_hash text primary key,
  owner_id integer not null references owners (id) on delete cascade,
  created_at timestamptz not null default now(),
  expires_at timestamptz not null,
  used_at timestamptz
);

create index password_reset_tokens_owner on password_reset_tokens (owner_id, created_at);

-- The day's secret salt of the view counter: a visitor is a keyed hash of address, browser and
-- property that only means something for one day. Yesterday's salt is deleted, so nobody can
-- recompute it later, not even the agency.
create table view_counter_salts (
  day date primary key,
  salt text not null
);

-- Who has been counted today, as those hashes: one visitor counts once per property per day.
create table property_view_visitors (
  day date not null,
  visitor_hash text not null,
  primary key (day, visitor_hash)
);
