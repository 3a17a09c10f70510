-- Settings › Storage of document signature and identity verification (apps.md §3.3, §3.7). A missing row means
-- "Keep in {product} only" for 30 days. `config` holds the remote destination's settings without its secret
-- (S3: endpoint, region, bucket, prefix, accessKeyId; SFTP: host, port, username, authMethod, directory,
-- hostKeyFingerprint); `secret` is the S3 secret key, the SFTP password or private key, sealed like every stored
-- secret (crypto/secret-box.ts, SECRET_PLACES.storageSecret), null in keep-only mode.
create table storage_settings (
  account_id text not null references accounts (id),
  app text not null,
  mode text not null check (mode in ('keep', 's3', 'sftp')),
  retention_days integer not null check (retention_days in (30, 90, 365)),
  delete_after_delivery boolean not null default false,
  config jsonb,
  secret text,
  updated_at timestamptz not null,
  primary key (account_id, app)
);

-- A session's file on its way to the account's storage (storage/deliver.ts). Each attempt is a job of the jobs
-- runner; a failed attempt is tried again on the webhooks' schedule (WEBHOOK_RETRY_DELAYS_MS) and each attempt
-- appends storage.delivered or storage.failed to the session's timeline. `file` is dropped once the file arrived
-- (or the schedule is spent); the row stays as the delivery's record.
create table storage_deliveries (
  id text primary key,
  account_id text not null references accounts (id),
  app text not null,
  session_id text not null,
  customer_ref text not null,
  file bytea,
  status text not null check (status in ('pending', 'delivered', 'failed')),
  attempts integer not null default 0,
  last_error text,
  created_at timestamptz not null,
  delivered_at timestamptz
);
create index storage_deliveries_session on storage_deliveries (account_id, session_id);
