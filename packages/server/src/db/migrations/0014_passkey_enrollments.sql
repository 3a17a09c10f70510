-- Passkeys › Enrollments (apps.md §3.2): the customers' WebAuthn credentials, registered by the passkeys app's enroll
-- sessions (passkeys/ceremony.ts) and used by its authenticate sessions; an admin may revoke one.
--
-- credential_id is the credential's id (base64url) and unique in its account; public_key its COSE key, null for the
-- demo seed's rows, which no authenticator holds (an authentication with one is refused as an unknown credential).
-- counter is WebAuthn's signature counter (an unsigned 32-bit number, hence bigint). aaguid is stored lowercase.
create table passkey_enrollments (
  id text primary key,
  account_id text not null references accounts (id),
  customer_ref text not null,
  phone_number text not null,
  credential_id text not null,
  public_key bytea,
  counter bigint not null default 0,
  aaguid text not null,
  device text not null,
  backed_up boolean not null,
  transports jsonb not null default '[]',
  created_at timestamptz not null,
  last_used_at timestamptz,
  revoked_at timestamptz,
  revoked_by text,
  unique (account_id, credential_id)
);
-- The list: newest first by (created_at, id), id compared byte-wise as the cursor compares it.
create index passkey_enrollments_list on passkey_enrollments (account_id, created_at desc, id collate "C" desc);
-- The search: a prefix of the customer ID (case-insensitive) or of the E.164 number.
create index passkey_enrollments_customer on passkey_enrollments (account_id, lower(customer_ref) text_pattern_ops);
create index passkey_enrollments_phone on passkey_enrollments (account_id, phone_number text_pattern_ops);
-- One customer's passkeys (the ceremonies, GET /v1/passkeys/enrollments).
create index passkey_enrollments_customer_ref on passkey_enrollments (account_id, customer_ref);

-- The challenge of a passkeys session's pending ceremony (base64url), kept with the session and never sent back by
-- the API; cleared when a response is verified, so each challenge is answered once.
alter table app_sessions add column webauthn_challenge text;
-- The customer's page knows its session by the link's ref alone.
create index app_sessions_link_ref on app_sessions (session_ref);
