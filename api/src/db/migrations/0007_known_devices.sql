-- A browser an owner has logged in from with the right password (ASVS V2.2.1): its cookie carries
-- a random token, only its SHA-256 is kept. The account's soft limit does not stop a correct
-- password from such a browser, so no one locks an owner out by typing wrong passwords. A password
-- reset forgets them all.
create table known_devices (
  token_hash text primary key,
  owner_id integer not null references owners (id) on delete cascade,
  last_seen_at timestamptz not null default now()
);

create index known_devices_owner on known_devices (owner_id);
