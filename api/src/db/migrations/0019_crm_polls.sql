-- A CRM the site polls because it sends no webhooks (Whise): one row per CRM, shared by every
-- replica. A replica claims the poll by moving `next_poll_at` past now (a lease), so one replica
-- polls at a time; the others find it not due.
create table crm_polls (
  crm text primary key,
  -- The newest change the last complete poll saw (Whise's updateDateTime): the next poll hints
  -- only at estates changed after it, so a restart does not fetch every estate again.
  cursor timestamptz,
  polled_at timestamptz,
  next_poll_at timestamptz not null default now(),
  attempts integer not null default 0,
  last_error text
);
