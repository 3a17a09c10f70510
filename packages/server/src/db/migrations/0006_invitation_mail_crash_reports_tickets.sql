-- Invitation e-mail: the acceptance link's token (stored hashed) and what became of the e-mail.
alter table invitations add column token_hash text;
alter table invitations add column email_status text check (email_status in ('sent', 'failed'));
alter table invitations add column email_error text;
create unique index invitations_token_hash on invitations (token_hash) where token_hash is not null;

-- Crashes the console reported (POST /api/errors), listed for operators in Watch Tower.
create table crash_reports (
  seq bigserial primary key,
  id text not null unique,
  account_id text references accounts (id),
  admin_id text references admins (id),
  message text not null,
  stack text,
  url text not null,
  user_agent text not null,
  release text,
  occurred_at timestamptz not null,
  received_at timestamptz not null
);

-- Support tickets from the Create Ticket form and Live Chat, listed for operators in Watch Tower.
create table support_tickets (
  number bigserial primary key,
  id text not null unique,
  account_id text not null references accounts (id),
  admin_id text not null references admins (id),
  subject text not null,
  description text not null,
  priority text not null check (priority in ('low', 'medium', 'high')),
  channel text not null check (channel in ('ticket', 'chat')),
  created_at timestamptz not null
);
-- Ticket numbers people quote start at 1001.
alter sequence support_tickets_number_seq restart with 1001;
