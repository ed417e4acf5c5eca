-- The keys of the admin api (the agency's back office or integrator). The key is shown once, when it
-- is made; only its SHA-256 is kept, so a copy of the table opens nothing. `prefix` is the key's
-- public beginning, which the list shows so an operator can tell which key a log or a client uses.
create table admin_api_keys (
  name text primary key,
  prefix text not null unique,
  key_hash text not null unique,
  scopes text[] not null check (cardinality(scopes) > 0),
  created_at timestamptz not null default now(),
  last_used_at timestamptz,
  revoked_at timestamptz
);
