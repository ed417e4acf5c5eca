-- A sticky canary per part (issue 39): a second version beside the live one that a share of page
-- views (1–99 %, chosen by the visitor's bucket) is rendered with, until it is promoted or aborted.
alter table deployments
  add column canary text,
  add column canary_share smallint check (canary_share between 1 and 99),
  add column canary_since timestamptz,
  add constraint deployments_canary_whole check ((canary is null) = (canary_share is null) and (canary is null) = (canary_since is null));

alter table deployment_history drop constraint deployment_history_action_check;
alter table deployment_history
  add constraint deployment_history_action_check check (action in ('deploy', 'rollback', 'import', 'canary', 'promote', 'abort'));

-- How each version of each part does for real visitors, summed over every replica's beacons and
-- server renders: counts only, no visitor's data. One row per part and version.
create table version_signals (
  target text not null,
  version text not null,
  views bigint not null default 0,
  errors bigint not null default 0,
  fallbacks bigint not null default 0,
  mismatches bigint not null default 0,
  server_renders bigint not null default 0,
  server_failures bigint not null default 0,
  updated_at timestamptz not null default now(),
  primary key (target, version)
);

-- Web vitals as counts per fixed bucket (telemetry.ts VITAL_BUCKETS): a p75 is read from them, and
-- what a version's samples take is bounded whatever its traffic.
create table version_vitals (
  target text not null,
  version text not null,
  metric text not null check (metric in ('lcp', 'inp', 'cls')),
  bucket smallint not null,
  count bigint not null,
  primary key (target, version, metric, bucket)
);
