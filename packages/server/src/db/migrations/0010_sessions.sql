-- The seven apps' data plane (spec apps.md §1, §5): sessions, their events, the dashboard's daily aggregates,
-- the public API's idempotency keys, the job queue, and the secret-key lookup of /v1.
--
-- No trigram index: PGlite answers `create extension pg_trgm` with "extension is not available" unless the
-- extension's bundle is loaded when the database is opened (PGlite.create({ extensions: { pg_trgm } }), about
-- 3.6 s more per open), and the list's search is by prefix only (customerRef, E.164 number, session id), which
-- the btree indexes below serve on both engines.

-- One session an agent sent during a call. seq orders rows inserted at the same instant and is the list's
-- cursor together with created_at.
create table app_sessions (
  seq bigserial not null unique,
  id text primary key,
  account_id text not null references accounts (id),
  app text not null,
  status text not null check (status in ('pending', 'success', 'failure', 'timeout')),
  reason text,
  sub_status text,
  session_ref text not null,
  customer_ref text not null,
  phone_number text not null,
  agent_id text not null,
  agent_name text not null,
  locale text,
  created_at timestamptz not null,
  completed_at timestamptz,
  expires_at timestamptz not null,
  details jsonb not null default '{}',
  metadata jsonb not null default '{}',
  -- One-time passcodes: the code's SHA-256 (never the code) and the checks left.
  code_hash text,
  attempts_left integer
);
create index app_sessions_list on app_sessions (account_id, app, created_at desc, seq desc);
create index app_sessions_phone on app_sessions (account_id, app, phone_number text_pattern_ops);
create index app_sessions_customer on app_sessions (account_id, app, lower(customer_ref) text_pattern_ops);
create index app_sessions_ref on app_sessions (account_id, session_ref);
-- The one-minute expiry sweep reads only the pending sessions.
create index app_sessions_pending_expiry on app_sessions (expires_at) where status = 'pending';

-- A session's timeline, numbered from 1 in the order appended.
create table session_events (
  session_id text not null references app_sessions (id) on delete cascade,
  seq integer not null,
  at timestamptz not null,
  type text not null,
  detail text,
  primary key (session_id, seq)
);

-- Sessions created per account, app and UTC day by their status now, kept in the transaction of every status
-- change: the dashboard reads 90 days of a busy account from at most 180 rows.
create table session_daily (
  account_id text not null references accounts (id),
  app text not null,
  day date not null,
  success integer not null default 0,
  failure integer not null default 0,
  timeout integer not null default 0,
  pending integer not null default 0,
  primary key (account_id, app, day)
);

-- POST /v1/sessions' Idempotency-Key: the first answer, replayed for the same body (by its SHA-256).
create table idempotency_keys (
  account_id text not null references accounts (id),
  key text not null,
  body_hash text not null,
  status integer not null,
  answer jsonb not null,
  created_at timestamptz not null,
  primary key (account_id, key)
);
create index idempotency_keys_created on idempotency_keys (created_at);

-- Numbers the SMS provider refused as unsubscribed (Twilio 21610: the customer replied STOP): new sessions to them
-- are 422 SMS_BLOCKED until the customer opts in again (START) and the number is removed.
create table sms_blocked_numbers (
  account_id text not null references accounts (id),
  phone_number text not null,
  blocked_at timestamptz not null,
  primary key (account_id, phone_number)
);

-- Background work (jobs/runner.ts): due when run_at has passed and no runner holds it (locked_until).
-- singleton names a job kept once (the expiry sweep).
create table jobs (
  id bigserial primary key,
  kind text not null,
  payload jsonb not null default '{}',
  run_at timestamptz not null,
  attempts integer not null default 0,
  locked_until timestamptz,
  last_error text,
  singleton text unique
);
create index jobs_due on jobs (run_at);

-- /v1 finds the account by the SHA-256 of its secret key (hex) rather than by the key itself; a trigger keeps it
-- in step with every insert and change of secret_key, wherever it happens.
alter table accounts add column secret_key_hash text;
update accounts set secret_key_hash = encode(sha256(convert_to(secret_key, 'UTF8')), 'hex');
create unique index accounts_secret_key_hash on accounts (secret_key_hash);
create function accounts_secret_key_hash() returns trigger language plpgsql as $$
begin
  new.secret_key_hash := encode(sha256(convert_to(new.secret_key, 'UTF8')), 'hex');
  return new;
end
$$;
create trigger accounts_secret_key_hash before insert or update of secret_key on accounts
  for each row execute function accounts_secret_key_hash();

-- The one-minute expiry sweep (sessions/sweep.ts): one row for good, due at once, moved on by each run.
insert into jobs (kind, payload, run_at, singleton)
  values ('sessions.sweep', '{}', '-infinity', 'sessions.sweep');
