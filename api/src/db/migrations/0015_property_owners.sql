-- A property may have several owners (a couple, heirs: a CRM lists every vendor), and owners now
-- come from the admin api and the CRM's vendors, not only from the seed: who owns what becomes a
-- table of its own, and an owner gets an id from a sequence.
create table property_owners (
  property_id integer not null references properties (id) on delete cascade,
  owner_id integer not null references owners (id) on delete cascade,
  primary key (property_id, owner_id)
);

create index property_owners_owner on property_owners (owner_id, property_id);

insert into property_owners (property_id, owner_id) select id, owner_id from properties where owner_id is not null;

drop index properties_owner;
alter table properties drop constraint properties_owner_fk;
alter table properties drop column owner_id;

create sequence owners_id_seq owned by owners.id;
select setval('owners_id_seq', coalesce((select max(id) from owners), 0) + 1, false);
alter table owners alter column id set default nextval('owners_id_seq');

-- The CRM's own id of a vendor, so a changed e-mail in the CRM still finds its owner; and when the
-- owner was invited to choose a password, so an owner is invited once.
alter table owners add column crm_id text;
create unique index owners_crm_id on owners (crm_id) where crm_id is not null;
alter table owners add column invited_at timestamptz;
