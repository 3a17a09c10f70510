-- Accounts (tenants), their admins, invitations, billing per app and branding.
create table accounts (
  id text primary key,
  name text not null,
  provider text not null check (provider in ('azure', 'google', 'webex', 'zoom', 'okta', 'oidc')),
  has_onboarded boolean not null default false,
  is_internal boolean not null default false,
  questionnaire jsonb,
  widget_key text not null,
  secret_key text not null,
  webhook_secret text not null,
  created_at timestamptz not null
);

create table admins (
  id text primary key,
  account_id text not null references accounts (id),
  first_name text not null,
  last_name text not null,
  email text not null,
  role text not null check (role in ('owner', 'admin', 'supervisor')),
  is_root boolean not null default false,
  photo text,
  time_zone text,
  created_at timestamptz not null,
  archived_at timestamptz
);
-- An e-mail signs in to one account, so it is active at most once across all accounts.
create unique index admins_active_email on admins (lower(email)) where archived_at is null;
create index admins_account on admins (account_id) where archived_at is null;

-- Sign-in identities from providers that do not give an e-mail we can trust (Zoom user ids).
create table admin_identities (
  provider text not null,
  subject text not null,
  admin_id text not null references admins (id),
  primary key (provider, subject)
);

create table invitations (
  id text primary key,
  account_id text not null references accounts (id),
  email text not null,
  role text not null check (role in ('admin', 'supervisor')),
  created_at timestamptz not null,
  expires_at timestamptz not null,
  revoked_at timestamptz,
  accepted_at timestamptz
);
create unique index invitations_open_email on invitations (account_id, lower(email))
  where revoked_at is null and accepted_at is null;

create table billing (
  account_id text not null references accounts (id),
  app text not null,
  status text not null check (status in ('free-trial', 'subscription', 'enterprise', 'cancelled', 'inactive')),
  credits integer not null default 0,
  free_tier integer not null default 0,
  -- First day the app was paid (subscription or enterprise), for the Paid Accounts series.
  paid_since date,
  primary key (account_id, app)
);

create table branding (
  account_id text primary key references accounts (id),
  name text,
  logo text,
  color text,
  domain text,
  domain_is_verified boolean not null default false,
  domain_submitted_at timestamptz
);
