-- Site-wide settings the front end reads at start (GET /api/site). One row per setting with a JSON
-- value, so a new setting needs no schema change; the agency edits values in place.
create table site_settings (
  key text primary key,
  value jsonb not null
);

-- A Brussels agency works in French first; the four site languages are all enabled.
insert into site_settings (key, value) values
  ('defaultLanguage', '"fr"'),
  ('languages', '[{"code": "en", "use": true}, {"code": "nl", "use": true}, {"code": "fr", "use": true}, {"code": "de", "use": true}]'),
  ('agency', '{"name": "Lambermont Immobilier", "phone": "025123456", "email": "info@agence-lambermont.be", "street": "Avenue Louise 231", "zip": "1050", "city": "Bruxelles"}');
