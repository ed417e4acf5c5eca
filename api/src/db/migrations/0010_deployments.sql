-- Which release of the shell and of each remote is live (issue 39), in the database every replica
-- reads, instead of a file on one replica's disk. `previous` lists the versions live before, the
-- latest first: a rollback goes back to its first. A change notifies the channel `deployments`,
-- so every replica switches within a second.
create table deployments (
  target text primary key,
  live text not null,
  previous jsonb not null default '[]',
  since timestamptz not null,
  -- What the compatibility gate refused and `--force` overrode when `live` was deployed.
  forced jsonb
);

-- Every change of what is live, kept for the teams: who, when, why.
create table deployment_history (
  id bigint generated always as identity primary key,
  target text not null,
  action text not null check (action in ('deploy', 'rollback', 'import')),
  from_version text,
  to_version text not null,
  by_whom text not null,
  reason text,
  at timestamptz not null default now()
);
create index deployment_history_target on deployment_history (target, id desc);
