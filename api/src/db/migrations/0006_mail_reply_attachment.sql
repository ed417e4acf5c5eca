-- The agency answers a visitor by replying to the notification, and a job applicant's CV travels
-- with the agency's notification as an attachment (issue 22).
alter table mail_outbox add column reply_to text;
alter table mail_outbox add column attachment_upload_id uuid references enquiry_uploads (id) on delete set null;

-- Keys the site makes for itself when the environment gives none (e.g. the key that signs the
-- back office's CV links), shared by every replica of one database.
create table generated_secrets (
  name text primary key,
  value text not null,
  created_at timestamptz not null default now()
);
