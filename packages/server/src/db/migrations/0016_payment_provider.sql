-- Payments › Settings › Card Payment Provider (apps.md §3.5): the account's one card provider. Stripe is connected
-- through Stripe Connect's OAuth (account_ref is the connected account's acct_ id, secret its access token); Adyen
-- with an API key (account_ref is the merchant account, secret the key, environment test or live). secret is sealed
-- at rest (crypto/secret-box.ts, SECRET_PLACES.paymentProviderSecret) and never answered. currencies are the ISO
-- 4217 codes the account takes payments in, read from the provider when it was connected.
create table payment_providers (
  account_id text primary key references accounts (id),
  provider text not null check (provider in ('stripe', 'adyen')),
  account_ref text not null,
  account_name text not null,
  livemode boolean not null,
  environment text check (environment in ('test', 'live')),
  currencies jsonb not null,
  secret text not null,
  connected_at timestamptz not null,
  connected_by text not null references admins (id)
);

-- A started Stripe connection (POST /payments/provider/connect): the one-time OAuth state, bound to the account, the
-- admin who started it and their browser (browser_hash: the hash of the binding cookie, as sso_states since 0009),
-- good for 10 minutes, taken once by the callback.
create table payment_provider_states (
  state text primary key,
  account_id text not null references accounts (id),
  admin_id text not null references admins (id),
  browser_hash text not null,
  expires_at timestamptz not null
);
