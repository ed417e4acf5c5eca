-- The catalogue: properties, new-build projects and their units, property types, cities (derived
-- from the properties), neighbourhoods and tree items. Everything the endpoints filter, sort, group
-- or join on is a typed, indexed column; the rest of a record's detail is kept as the back office
-- sent it in jsonb, so no attribute it adds later needs a schema change to be stored.
-- Per-language texts (spec §3: a plain string or an object keyed by language) are stored as given,
-- so both shapes come back out as they went in.

-- Spec §3: seven types, WebID 1 to 7. The rows come from the shared kernel's PROPERTY_TYPES, written
-- by the importer, so the names live in one place; the agency may rename or hide a type here.
create table property_types (
  web_id smallint primary key,
  show_order smallint not null,
  sale boolean not null,
  rent boolean not null,
  -- { "fr": "Appartement", "nl": "Appartement", ... }
  names jsonb not null
);

create table projects (
  id integer primary key,
  goal smallint not null check (goal in (0, 1, 2)),
  project_web_id smallint not null,
  city text not null,
  zip text not null,
  -- The zip's postcode without the town some records append ('1050 Ixelles' -> '1050').
  postcode text not null,
  country_id integer not null,
  country_name text not null,
  public_address boolean not null,
  latitude double precision not null,
  longitude double precision not null,
  -- { "Name": LocalizedText, "Description": LocalizedText }
  texts jsonb not null,
  -- Street, HouseNumber, BoxNr and whatever else the back office sends about the project.
  detail jsonb not null,
  constructions jsonb not null,
  created_at timestamptz not null,
  updated_at timestamptz not null,
  -- The hash of the record as last imported: re-importing the same record writes nothing.
  record_hash text not null
);

create table properties (
  id integer primary key,
  -- 0 sale, 1 rent; 2 on older entries, read as rent (spec §9).
  goal smallint not null check (goal in (0, 1, 2)),
  -- What the goal filter asks, as one value: an index on it serves the rent side in one range.
  for_rent boolean generated always as (goal <> 0) stored,
  web_id smallint not null references property_types (web_id),
  -- Every type of the property, the main one included: the type filter matches any of them.
  web_ids smallint[] not null,
  city text not null,
  -- What the city filter compares: links carry the name as listed, in any case.
  city_key text generated always as (lower(city)) stored,
  zip text not null,
  postcode text not null,
  country_id integer not null,
  country_name text not null,
  -- The real price even when it is on demand (publish_price false): answers then hide it.
  price double precision not null check (price >= 0),
  publish_price boolean not null,
  -- The price the public may filter and sort on: none when it is on demand, which sorts last.
  listed_price double precision generated always as (case when publish_price then price end) stored,
  price_unit integer,
  marquee smallint not null check (marquee between 1 and 4),
  bedrooms smallint,
  surface_living double precision,
  project_id integer references projects (id),
  latitude double precision not null,
  longitude double precision not null,
  publish_address boolean not null,
  record_file text not null,
  -- { "Title": LocalizedText, "Description": LocalizedText }
  texts jsonb not null,
  -- The remaining detail attributes of spec §3, by their PascalCase names.
  detail jsonb not null,
  virtual_tour_url text,
  video_urls text[] not null,
  -- The owner portal's link; migration 0003 creates `owners` and adds the foreign key.
  owner_id integer,
  created_at timestamptz not null,
  updated_at timestamptz not null,
  record_hash text not null
);

-- The property query: the goal with each sort order as the query writes it (ties broken by id),
-- so a page of a goal comes straight off an index; then the filters that narrow it most.
create index properties_price_asc on properties (for_rent, listed_price, id);
create index properties_price_desc on properties (for_rent, listed_price desc nulls last, id desc);
create index properties_created on properties (for_rent, created_at desc, id desc);
create index properties_surface on properties (for_rent, surface_living desc nulls last, id desc);
-- A city's page in price order with no sorting, and its count from the index alone (the types ride
-- along): the busiest query of the site, so the one index made to measure for it.
create index properties_city on properties (postcode, city_key, for_rent, listed_price, id) include (web_ids);
-- A type on its own: the types are an array, a listing being of its main type and others.
create index properties_web_ids on properties using gin (web_ids);
create index properties_bedrooms on properties (bedrooms);
create index properties_project on properties (project_id);

create table property_photos (
  property_id integer not null references properties (id) on delete cascade,
  sort_order integer not null,
  image_id text not null,
  caption jsonb,
  primary key (property_id, sort_order)
);

create table property_documents (
  property_id integer not null references properties (id) on delete cascade,
  position integer not null,
  -- The document's own id, served at /api/documents/{id}.
  id integer not null,
  name jsonb not null,
  url text not null,
  mime_type text not null,
  primary key (property_id, position)
);

create table project_photos (
  project_id integer not null references projects (id) on delete cascade,
  sort_order integer not null,
  image_id text not null,
  caption jsonb,
  primary key (project_id, sort_order)
);

create table project_documents (
  project_id integer not null references projects (id) on delete cascade,
  position integer not null,
  id integer not null,
  name jsonb not null,
  url text not null,
  mime_type text not null,
  primary key (project_id, position)
);

-- Spec §3 only ever saw an empty list; the listing load returns whatever is here.
create table neighbourhoods (
  id integer primary key,
  name jsonb not null
);

-- Spec §3: nodes of the type and region trees the demand register picks from.
create table tree_items (
  id integer primary key,
  parent_id integer references tree_items (id),
  name jsonb not null,
  web_id smallint
);

-- One row. Every import that changes something bumps the version, so cached answers built from
-- an older catalogue are dropped, in this process and in any other api on the same database.
create table catalogue_state (
  singleton boolean primary key default true check (singleton),
  version bigint not null,
  changed_at timestamptz not null
);
insert into catalogue_state (version, changed_at) values (0, now());
