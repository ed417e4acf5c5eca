-- Site-wide settings the front end reads at start (GET /api/site). One row per setting with a JSON
-- value, so a new setting needs no schema change; the agency edits values in place.
-- Migrations hold the schema only: the values come from the agency (the admin api, `npm run content`)
-- or from the demo agency's seed, and a missing row reads as the api's neutral default.
create table site_settings (
  key text primary key,
  value jsonb not null
);

