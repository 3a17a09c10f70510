-- Audit log: seq orders entries and is the paging cursor (x-last-key).
create table audit_log (
  seq bigserial primary key,
  id text not null unique,
  account_id text not null references accounts (id),
  at timestamptz not null,
  admin_id text,
  admin_first_name text,
  admin_last_name text,
  -- Set when an operator acted in ghost mode; the admin columns then name the operator.
  operator_id text,
  namespace text not null,
  description text not null,
  event text not null
);
create index audit_log_account_seq on audit_log (account_id, seq desc);

-- Customer sessions the global search looks through.
create table customer_sessions (
  id text primary key,
  account_id text not null references accounts (id),
  app text not null,
  status text not null check (status in ('success', 'failure', 'timeout')),
  at timestamptz not null,
  session_ref text not null,
  phone_number text not null,
  customer_ref text not null
);
create index customer_sessions_ref on customer_sessions (account_id, lower(customer_ref) text_pattern_ops);

-- Tasks completed per account, app and day: the source of every Watch Tower chart.
create table daily_activity (
  account_id text not null references accounts (id),
  app text not null,
  day date not null,
  count integer not null,
  primary key (account_id, app, day)
);
create index daily_activity_day on daily_activity (day, app);
