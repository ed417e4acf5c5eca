-- Enquiries (spec §1, §3, §5, §9) and everything that must survive a crash or a mail outage with
-- them: their mails and back-office calls are rows written in the enquiry's own transaction, sent
-- afterwards by workers that retry until the row is marked sent.

-- One row per accepted form post. `fields` holds the validated values as the form's schema output
-- them; the columns beside it are what the agency and the workers search by.
create table enquiries (
  id uuid primary key,
  kind text not null,
  language text not null,
  email text,
  property_id integer,
  project_id integer,
  fields jsonb not null check (jsonb_typeof(fields) = 'object'),
  -- The visitor's `utm_parameters` (session storage) and consent state at the time of the post.
  utm jsonb,
  consent jsonb,
  created_at timestamptz not null default now()
);

create index enquiries_kind_created on enquiries (kind, created_at);

-- Spec §8 "documents already requested for this property by this e-mail": the index makes the rule
-- hold even for two posts racing each other.
create unique index enquiries_one_document_request
  on enquiries (property_id, lower(email))
  where kind = 'documents';

-- Idempotency-Key → the first answer. `response_status` is null while the first post is still being
-- handled: a duplicate arriving then is answered 409.
create table idempotency_keys (
  key text primary key,
  request_hash text not null,
  response_status integer,
  response_body jsonb,
  created_at timestamptz not null default now()
);

-- Mails waiting to be sent (or sent). `id` is also the Message-ID's local part, so a mail sent again
-- after a crash between sending and marking is recognisable as the same message.
create table mail_outbox (
  id uuid primary key,
  kind text not null,
  language text not null,
  to_address text not null,
  subject text not null,
  text_body text not null,
  html_body text not null,
  attempts integer not null default 0,
  next_attempt_at timestamptz not null default now(),
  last_error text,
  sent_at timestamptz,
  created_at timestamptz not null default now()
);

create index mail_outbox_due on mail_outbox (next_attempt_at) where sent_at is null;

-- Enquiries forwarded to the agency's back office (WEBHOOK_URL), with the same retries as mail.
create table webhook_outbox (
  id uuid primary key,
  enquiry_id uuid not null references enquiries (id) on delete cascade,
  payload jsonb not null,
  attempts integer not null default 0,
  next_attempt_at timestamptz not null default now(),
  last_error text,
  sent_at timestamptz,
  created_at timestamptz not null default now()
);

create index webhook_outbox_due on webhook_outbox (next_attempt_at) where sent_at is null;

-- A testimonial appears on the site only once the agency has approved it.
create table testimonials (
  enquiry_id uuid primary key references enquiries (id) on delete cascade,
  language text not null,
  author text not null,
  body text not null,
  approved_at timestamptz
);

-- A CV stored under DATA_DIR/uploads/ with a random name; never served.
create table enquiry_uploads (
  id uuid primary key,
  enquiry_id uuid references enquiries (id) on delete cascade,
  stored_name text not null unique,
  original_name text not null,
  mime_type text not null,
  size_bytes integer not null,
  created_at timestamptz not null default now()
);

-- Demand register ("keep me informed") and newsletter: double opt-in, one-click unsubscribe.
-- `token` is the secret of the confirmation and unsubscribe links.
create table subscriptions (
  id uuid primary key,
  kind text not null check (kind in ('demand', 'newsletter')),
  enquiry_id uuid references enquiries (id) on delete set null,
  email text not null,
  language text not null,
  criteria jsonb,
  token text not null unique,
  confirmed_at timestamptz,
  unsubscribed_at timestamptz,
  -- The matcher mails properties created after this moment, then moves it forward.
  last_matched_at timestamptz not null default now(),
  created_at timestamptz not null default now()
);

create index subscriptions_active on subscriptions (kind) where confirmed_at is not null and unsubscribed_at is null;

-- Server-made captchas: the answers (the image's characters, or the sum asked as the accessible
-- alternative) are kept here hashed, never sent to the browser; each is good for one post.
create table captchas (
  id uuid primary key,
  answer_hash text not null,
  question_hash text not null,
  expires_at timestamptz not null,
  used_at timestamptz
);

-- Which properties the demand matcher has seen, and since when: a property is new to a demand when
-- it was first seen after the demand's last match. Kept apart from the catalogue, whose rows carry
-- the feed's own dates.
create table demand_seen_properties (
  property_id integer primary key,
  first_seen_at timestamptz not null
);
