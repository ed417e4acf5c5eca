-- The page views whose reports were counted: a view token is redeemed once, on any replica
-- (site/viewTokens.ts). Rows go when the token expires.
create table redeemed_view_tokens (
  id text primary key,
  expires_at timestamptz not null
);
create index redeemed_view_tokens_expiry on redeemed_view_tokens (expires_at);
