-- The site's content and configuration (configured pages with their modules, article categories
-- and articles, the route table, the layout settings) and the owner portal's data (owners, and per
-- property its visits, communications, online media and daily page views).
-- Per-language texts (spec §3: a plain string or an object keyed by language) are jsonb stored as
-- given, so both shapes come back out as they went in.

-- Spec §3 Page. `params` holds the page's configuration as the back office edits it (titles, SEO,
-- content, flags, path per language); its modules are rows of `modules`.
create table pages (
  id integer primary key,
  parent_id integer references pages (id) on delete cascade,
  name text not null,
  -- The page's segment: /{path}/, or /{parent path}/{path}/ for a child page; 'home' is /.
  path text not null,
  -- Only 'Published' pages appear in menus (spec §2, §4).
  status text not null,
  sort integer not null,
  create_date timestamptz not null,
  modify_date timestamptz not null,
  params jsonb not null check (jsonb_typeof(params) = 'object')
);

create index pages_parent on pages (parent_id, sort, id);

-- Spec §3 Module: one block of a page.
create table modules (
  id integer primary key,
  page_id integer not null references pages (id) on delete cascade,
  sort integer not null,
  status text not null,
  title jsonb not null,
  title_public boolean not null,
  title_size text not null,
  description jsonb not null,
  description2 jsonb not null,
  position text not null,
  span integer not null,
  -- { "sm": 12, "md": 6, "lg": 4 }
  col jsonb not null,
  view text not null,
  class text not null,
  background_type text not null check (background_type in ('image', 'color', 'gallery', '')),
  image jsonb,
  images jsonb not null check (jsonb_typeof(images) = 'array'),
  color_background text not null,
  -- [{ "type": "property-list", "id": 23 }]: what the module shows.
  relations jsonb not null check (jsonb_typeof(relations) = 'array'),
  number_item_of_row integer not null,
  max_items integer not null,
  is_has_subcategories boolean not null
);

create index modules_page on modules (page_id, sort, id);

-- What modules and pages show by category id (spec §2: slider 1, services 2, team 4…).
create table categories (
  id integer primary key,
  kind text not null check (kind in ('slider', 'service', 'value', 'testimonial', 'team', 'rental-management', 'about')),
  name jsonb not null
);

create table articles (
  id integer primary key,
  category_id integer not null references categories (id),
  -- The path segment under the category's page: one string for every language, or one per language.
  slug jsonb not null,
  title jsonb not null,
  summary jsonb not null,
  -- Plain text, paragraphs separated by a blank line.
  body jsonb not null,
  image_id text,
  -- A testimonial sent through the site waits unpublished until the agency approves it.
  published boolean not null,
  sort integer not null,
  created_at timestamptz not null
);

create index articles_category on articles (category_id, sort, id);

-- Spec §2 "Route table": a path per language for every original path, its type and breadcrumb.
create table routes (
  original_path text primary key,
  -- { "fr": "/fr/a-vendre/", "nl": "/nl/te-koop/", "en": "/en/for-sale/", "de": "/de/zu-verkaufen/" }
  paths jsonb not null check (jsonb_typeof(paths) = 'object'),
  type text not null check (type in ('feedback', 'article', 'page', 'login', 'property', 'project')),
  -- The entry's name per language in breadcrumbs.
  breadcrumb jsonb not null check (jsonb_typeof(breadcrumb) = 'object'),
  -- Not public: neither in menus nor in the sitemap (the testimonials of spec §2).
  public boolean not null,
  parent_path text references routes (original_path) on update cascade,
  -- Spec §2: a project may live on its own site.
  external_url text check (external_url ~ '^https?://')
);

-- Owners log in to the portal (spec §6); a manager follows properties on their owners' behalf.
create table owners (
  id integer primary key,
  email text not null,
  name text not null,
  role text not null check (role in ('owner', 'manager')),
  -- scrypt$N$r$p$salt$hash; none until the owner has chosen a password.
  password_hash text,
  language text not null check (language in ('en', 'nl', 'fr', 'de'))
);

-- Addresses are compared as people type them: one account per address whatever its case.
create unique index owners_email on owners (lower(email));

alter table properties
  add constraint properties_owner_fk foreign key (owner_id) references owners (id) on delete set null;

create index properties_owner on properties (owner_id) where owner_id is not null;

-- The portal's history per property. Nothing here names a visitor or a recipient.
create table property_visits (
  id integer generated always as identity primary key,
  property_id integer not null references properties (id) on delete cascade,
  visited_at timestamptz not null,
  -- The agent's summary of the visitors' reaction, in the owner's language.
  feedback text not null
);

create index property_visits_property on property_visits (property_id, visited_at);

create table property_communications (
  id integer generated always as identity primary key,
  property_id integer not null references properties (id) on delete cascade,
  sent_at timestamptz not null,
  kind text not null check (kind in ('matching-search', 'newsletter', 'social-media', 'print')),
  recipients integer not null check (recipients >= 0)
);

create index property_communications_property on property_communications (property_id, sent_at);

create table property_online_media (
  id integer generated always as identity primary key,
  property_id integer not null references properties (id) on delete cascade,
  portal text not null,
  published_at timestamptz not null,
  withdrawn_at timestamptz,
  state text not null check (state in ('online', 'withdrawn', 'refused')),
  check ((state = 'withdrawn') = (withdrawn_at is not null))
);

create index property_online_media_property on property_online_media (property_id, published_at);

create table property_daily_views (
  property_id integer not null references properties (id) on delete cascade,
  day date not null,
  views integer not null check (views >= 0),
  primary key (property_id, day)
);

