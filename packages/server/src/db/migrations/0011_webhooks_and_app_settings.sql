-- Settings › General and SMS Content of each app (apps.md §2.5, §2.6). A missing row, a null `general` or a null
-- `sms_template` means the defaults (the branding name as display name, 15 minutes, 'en'; the app's default text).
create table app_settings (
  account_id text not null references accounts (id),
  app text not null,
  general jsonb,
  sms_template text,
  primary key (account_id, app)
);

-- The account's one webhook signing secret (accounts.webhook_secret, sealed at rest like every stored secret) and,
-- for 24 hours after a rotation, the previous one, which still signs beside it (apps.md §2.7).
alter table accounts add column webhook_secret_previous text;
alter table accounts add column webhook_secret_previous_expires_at timestamptz;

-- Webhook endpoints of each app (at most 5, apps.md §2.7). `failing_since` is the first failed attempt of the
-- current run of failures (null after a success): five days of it turn the endpoint auto-disabled.
create table webhook_endpoints (
  id text primary key,
  account_id text not null references accounts (id),
  app text not null,
  url text not null,
  description text not null,
  events jsonb not null,
  status text not null check (status in ('enabled', 'disabled', 'auto-disabled')),
  created_at timestamptz not null,
  failing_since timestamptz
);
create index webhook_endpoints_account_app on webhook_endpoints (account_id, app, created_at);

-- One event to one endpoint. The table is its own queue: pending rows with next_attempt_at due are claimed with
-- `for update skip locked` and leased by moving next_attempt_at past the attempt's time-out, so an instance that
-- dies mid-attempt loses nothing (the lease runs out and the row is due again). seq orders the deliveries list.
create table webhook_deliveries (
  seq bigserial primary key,
  id text not null unique,
  account_id text not null references accounts (id),
  endpoint_id text not null references webhook_endpoints (id) on delete cascade,
  app text not null,
  event_id text not null,
  event_type text not null,
  session_id text,
  request_body text not null,
  status text not null check (status in ('pending', 'succeeded', 'failed')),
  attempts integer not null default 0,
  next_attempt_at timestamptz,
  last_attempt_at timestamptz,
  last_status_code integer,
  response_excerpt text,
  duration_ms integer,
  error text,
  created_at timestamptz not null
);
create index webhook_deliveries_due on webhook_deliveries (next_attempt_at) where status = 'pending';
create index webhook_deliveries_endpoint on webhook_deliveries (endpoint_id, seq desc);

-- Every attempt of every delivery, as it went.
create table webhook_attempts (
  delivery_id text not null references webhook_deliveries (id) on delete cascade,
  attempt integer not null,
  at timestamptz not null,
  status_code integer,
  duration_ms integer not null,
  error text,
  primary key (delivery_id, attempt)
);
