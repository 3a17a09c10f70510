-- Integration settings. Secret columns are written, never selected by a GET handler.
create table customer_lookups (
  account_id text primary key references accounts (id),
  url text not null,
  method text not null check (method in ('GET', 'POST')),
  header_keys jsonb not null,
  header_values jsonb not null,
  customer_path text not null,
  customer_id text not null,
  title_template text not null,
  description_template text not null
);

create table logging_destinations (
  account_id text not null references accounts (id),
  destination text not null check (destination in ('datadog', 'cloudwatch', 'sumologic', 'rapid7')),
  config jsonb not null,
  secret text,
  primary key (account_id, destination)
);

create table sms_configs (
  account_id text primary key references accounts (id),
  provider text not null check (provider in ('twilio')),
  account_sid text not null,
  auth_token text not null,
  phone_number text not null
);

-- One SSO provider per account (spec 001 §4); the domain routes an e-mail to its account.
create table sso_configs (
  account_id text primary key references accounts (id),
  provider text not null check (provider in ('azure', 'okta', 'oidc')),
  domain text not null,
  config jsonb not null,
  client_secret text not null
);
create unique index sso_configs_domain on sso_configs (lower(domain));

-- A started SSO sign-in: state, PKCE verifier and nonce, used once.
create table sso_states (
  state text primary key,
  account_id text not null references accounts (id),
  code_verifier text not null,
  nonce text not null,
  expires_at timestamptz not null
);

-- Signed-out and unghosted tokens, refused until they would have expired anyway.
create table revoked_tokens (
  jti text primary key,
  expires_at timestamptz not null
);
