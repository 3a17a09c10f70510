import type { ColumnType, Generated, Insertable, Kysely, Selectable, Transaction } from 'kysely';
import type {
  AppId,
  AppStatus,
  CustomerSearchStatus,
  Platform,
  Role,
  WebhookDeliveryStatus,
  WebhookEndpointStatus,
  SessionStatus,
} from '@console/api-client';
import type { DocumentChange, DocumentField, DocumentPage, DocumentStatus } from '@console/api-client';

/** timestamptz: a Date out, a Date or ISO string in. */
type Timestamp = ColumnType<Date, Date | string, Date | string>;
/** date columns are read as `yyyy-mm-dd` strings (see the type parsers in open-database.ts). */
type DateOnly = ColumnType<string, string, string>;
type Json<T> = ColumnType<T, string, string>;

export interface AccountsTable {
  id: string;
  name: string;
  provider: Platform;
  has_onboarded: Generated<boolean>;
  is_internal: Generated<boolean>;
  questionnaire: Json<unknown> | null;
  widget_key: string;
  secret_key: string;
  /** Sealed (SECRET_PLACES.webhookSecret); see webhooks/signing-secret.ts. */
  webhook_secret: string;
  /** The secret before the last rotation, sealed, signing beside the current one until it expires. */
  webhook_secret_previous: string | null;
  webhook_secret_previous_expires_at: Timestamp | null;
  created_at: Timestamp;
  /** The Zoom account whose users link to this account (set at the first Zoom link; auth/zoom-link.ts). */
  zoom_account_id: Generated<string | null>;
  /** SHA-256 (hex) of secret_key, set by a trigger (migration 0010): /v1 finds the account by it. */
  secret_key_hash: Generated<string | null>;
}

export interface AdminsTable {
  id: string;
  account_id: string;
  first_name: string;
  last_name: string;
  email: string;
  role: Role;
  is_root: Generated<boolean>;
  photo: string | null;
  time_zone: string | null;
  created_at: Timestamp;
  archived_at: Timestamp | null;
}

export interface AdminIdentitiesTable {
  provider: string;
  subject: string;
  admin_id: string;
}

export interface InvitationsTable {
  id: string;
  account_id: string;
  email: string;
  role: 'admin' | 'supervisor';
  created_at: Timestamp;
  expires_at: Timestamp;
  revoked_at: Timestamp | null;
  accepted_at: Timestamp | null;
  /** sha256 of the acceptance link's token (hex); null for invitations made before links. */
  token_hash: string | null;
  email_status: 'sent' | 'failed' | null;
  email_error: string | null;
}

export interface BillingTable {
  account_id: string;
  app: AppId;
  status: AppStatus;
  credits: Generated<number>;
  free_tier: Generated<number>;
  paid_since: DateOnly | null;
  /** When the subscription was cancelled: sending goes on until that billing period ends (migration 0012). */
  cancelled_at: Timestamp | null;
}

export interface BrandingTable {
  account_id: string;
  name: string | null;
  logo: string | null;
  color: string | null;
  domain: string | null;
  domain_is_verified: Generated<boolean>;
  domain_submitted_at: Timestamp | null;
}

export interface AuditLogTable {
  seq: Generated<string>;
  id: string;
  account_id: string;
  at: Timestamp;
  admin_id: string | null;
  admin_first_name: string | null;
  admin_last_name: string | null;
  operator_id: string | null;
  namespace: string;
  description: string;
  event: string;
}

export interface CustomerSessionsTable {
  id: string;
  account_id: string;
  app: AppId;
  status: CustomerSearchStatus;
  at: Timestamp;
  session_ref: string;
  phone_number: string;
  customer_ref: string;
}

export interface DailyActivityTable {
  account_id: string;
  app: AppId;
  day: DateOnly;
  count: number;
}

export interface CustomerLookupsTable {
  account_id: string;
  url: string;
  method: 'GET' | 'POST';
  header_keys: Json<string[]>;
  header_values: Json<string[]>;
  customer_path: string;
  customer_id: string;
  title_template: string;
  description_template: string;
}

export interface LoggingDestinationsTable {
  account_id: string;
  destination: 'datadog' | 'cloudwatch' | 'sumologic' | 'rapid7';
  config: Json<Record<string, unknown>>;
  secret: string | null;
}

export interface SmsConfigsTable {
  account_id: string;
  provider: 'twilio';
  account_sid: string;
  auth_token: string;
  phone_number: string;
}

export interface SsoConfigsTable {
  account_id: string;
  provider: 'azure' | 'okta' | 'oidc';
  domain: string;
  config: Json<Record<string, unknown>>;
  client_secret: string;
}

export interface SsoStatesTable {
  state: string;
  account_id: string;
  /** The hash of the browser-binding cookie set when the sign-in started (see auth/browser-binding.ts). */
  browser_hash: string;
  code_verifier: string;
  nonce: string;
  expires_at: Timestamp;
}

/** An account's claim on an SSO domain; proven once the TXT record was found (verified_at). */
export interface SsoDomainProofsTable {
  account_id: string;
  domain: string;
  token: string;
  verified_at: Timestamp | null;
}

export interface OAuthStatesTable {
  state: string;
  /** `zoom` with intent `link`: a Zoom link (auth/zoom-link.ts), its browser_hash the hash of the Zoom user id. */
  provider: 'google' | 'azure' | 'zoom';
  intent: 'sign-in' | 'sign-up' | 'link';
  browser_hash: string;
  code_verifier: string;
  nonce: string;
  expires_at: Timestamp;
}

export interface RevokedTokensTable {
  jti: string;
  expires_at: Timestamp;
}

export interface RateLimitsTable {
  key: string;
  window_start: Timestamp;
  hits: number;
}

export interface CrashReportsTable {
  seq: Generated<string>;
  id: string;
  account_id: string | null;
  admin_id: string | null;
  message: string;
  stack: string | null;
  url: string;
  user_agent: string;
  release: string | null;
  occurred_at: Timestamp;
  received_at: Timestamp;
}

export interface SupportTicketsTable {
  number: Generated<string>;
  id: string;
  account_id: string;
  admin_id: string;
  subject: string;
  description: string;
  priority: 'low' | 'medium' | 'high';
  channel: 'ticket' | 'chat';
  created_at: Timestamp;
}

/** Settings › General (`general`, null for defaults) and SMS Content (null for the default text) of one app. */
export interface AppSettingsTable {
  account_id: string;
  app: AppId;
  general: Json<Record<string, unknown>> | null;
  sms_template: string | null;
}

export interface WebhookEndpointsTable {
  id: string;
  account_id: string;
  app: AppId;
  url: string;
  description: string;
  events: Json<string[]>;
  status: WebhookEndpointStatus;
  created_at: Timestamp;
  failing_since: Timestamp | null;
}

export interface WebhookDeliveriesTable {
  seq: Generated<string>;
  id: string;
  account_id: string;
  endpoint_id: string;
  app: AppId;
  event_id: string;
  event_type: string;
  session_id: string | null;
  request_body: string;
  status: WebhookDeliveryStatus;
  attempts: Generated<number>;
  next_attempt_at: Timestamp | null;
  last_attempt_at: Timestamp | null;
  last_status_code: number | null;
  response_excerpt: string | null;
  duration_ms: number | null;
  error: string | null;
  created_at: Timestamp;
}

export interface WebhookAttemptsTable {
  delivery_id: string;
  attempt: number;
  at: Timestamp;
  status_code: number | null;
  duration_ms: number;
  error: string | null;
}

/** One session of an app (apps.md §1); seq with created_at is the list's cursor. */
export interface AppSessionsTable {
  seq: Generated<string>;
  id: string;
  account_id: string;
  app: AppId;
  status: SessionStatus;
  reason: string | null;
  sub_status: string | null;
  session_ref: string;
  customer_ref: string;
  phone_number: string;
  agent_id: string;
  agent_name: string;
  locale: string | null;
  created_at: Timestamp;
  completed_at: Timestamp | null;
  expires_at: Timestamp;
  details: Json<Record<string, unknown>>;
  metadata: Json<Record<string, string>>;
  /** One-time passcodes: SHA-256 of the code, and the checks left. */
  code_hash: string | null;
  attempts_left: number | null;
  /** Passkeys: the pending WebAuthn ceremony's challenge (base64url), never answered by the API (migration 0014). */
  webauthn_challenge: Generated<string | null>;
}

export interface SessionEventsTable {
  session_id: string;
  seq: number;
  at: Timestamp;
  type: string;
  detail: string | null;
}

/** Sessions created per UTC day by their status now (kept with each status change). */
export interface SessionDailyTable {
  account_id: string;
  app: AppId;
  day: DateOnly;
  success: Generated<number>;
  failure: Generated<number>;
  timeout: Generated<number>;
  pending: Generated<number>;
}

export interface IdempotencyKeysTable {
  account_id: string;
  key: string;
  body_hash: string;
  status: number;
  answer: Json<unknown>;
  created_at: Timestamp;
}

export interface JobsTable {
  id: Generated<string>;
  kind: string;
  payload: Json<unknown>;
  run_at: Timestamp;
  attempts: Generated<number>;
  locked_until: Timestamp | null;
  last_error: string | null;
  singleton: string | null;
}

export interface SmsBlockedNumbersTable {
  account_id: string;
  phone_number: string;
  blocked_at: Timestamp;
}

/** A customer's passkey (apps.md §3.2), registered by a passkeys enroll session (migration 0014). */
export interface PasskeyEnrollmentsTable {
  id: string;
  account_id: string;
  customer_ref: string;
  phone_number: string;
  /** base64url; unique in the account. */
  credential_id: string;
  /** The COSE public key; null for the demo seed's rows, which no authenticator holds. */
  public_key: Uint8Array | null;
  /** int8, read as text (open-database.ts). */
  counter: ColumnType<string, number | string, number | string>;
  aaguid: string;
  device: string;
  backed_up: boolean;
  transports: Json<string[]>;
  created_at: Timestamp;
  last_used_at: Timestamp | null;
  revoked_at: Timestamp | null;
  revoked_by: string | null;
}

/** A product of the payments app's catalog (apps.md §3.5, migration 0015). */
export interface ProductsTable {
  id: string;
  account_id: string;
  name: string;
  description: string;
  /** Minor units of `currency`. */
  price: number;
  currency: string;
  status: 'active' | 'archived';
  created_at: Timestamp;
  updated_at: Timestamp;
  /** When a payment session first itemised it; set, the product may be archived but not deleted. */
  used_at: Timestamp | null;
}

/** Payments' card provider (0016): one per account; `secret` sealed (Stripe's access token or Adyen's API key). */
export interface PaymentProvidersTable {
  account_id: string;
  provider: 'stripe' | 'adyen';
  /** Stripe's connected account id (acct_…) or Adyen's merchant account. */
  account_ref: string;
  account_name: string;
  livemode: boolean;
  /** Adyen's environment; null for Stripe. */
  environment: 'test' | 'live' | null;
  currencies: Json<string[]>;
  secret: string;
  connected_at: Timestamp;
  connected_by: string;
}

/** A started Stripe connection's one-time OAuth state (0016). */
export interface PaymentProviderStatesTable {
  state: string;
  account_id: string;
  admin_id: string;
  /** The hash of the browser-binding cookie set when the connection started (see auth/browser-binding.ts). */
  browser_hash: string;
  expires_at: Timestamp;
}

/** Settings › Storage per app (0018): no row is keep-only for 30 days; `secret` sealed (SECRET_PLACES.storageSecret). */
export interface StorageSettingsTable {
  account_id: string;
  app: AppId;
  mode: 'keep' | 's3' | 'sftp';
  retention_days: number;
  delete_after_delivery: boolean;
  config: Json<Record<string, unknown>> | null;
  secret: string | null;
  updated_at: Timestamp;
}

/** A session's file on its way to the account's storage (0018, storage/deliver.ts). */
export interface StorageDeliveriesTable {
  id: string;
  account_id: string;
  app: AppId;
  session_id: string;
  customer_ref: string;
  file: Buffer | null;
  status: 'pending' | 'delivered' | 'failed';
  attempts: ColumnType<number, number | undefined, number>;
  last_error: string | null;
  created_at: Timestamp;
  delivered_at: Timestamp | null;
}

/** Document signature › Documents (apps.md §3.3, migration 0017): each PDF once per account, by its SHA-256. */
export interface DocumentPdfsTable {
  account_id: string;
  sha256: string;
  pdf: Uint8Array;
  created_at: Timestamp;
}

/** A PDF uploaded and not yet used by a document or a version, kept a day. */
export interface DocumentUploadsTable {
  id: string;
  account_id: string;
  pdf_sha256: string;
  pages: Json<DocumentPage[]>;
  created_at: Timestamp;
  expires_at: Timestamp;
}

export interface DocumentsTable {
  id: string;
  account_id: string;
  name: string;
  status: DocumentStatus;
  current_version: number;
  latest_version: number;
  created_at: Timestamp;
  updated_at: Timestamp;
  /** "First Last" of who made the last change. */
  updated_by: string;
}

/** One immutable version of a document. */
export interface DocumentVersionsTable {
  document_id: string;
  version: number;
  account_id: string;
  pdf_sha256: string;
  pages: Json<DocumentPage[]>;
  fields: Json<DocumentField[]>;
  created_at: Timestamp;
  created_by: string;
}

/** One row of a document's history (apps.md §3.3 /documents/{id}/history). */
export interface DocumentHistoryTable {
  id: string;
  document_id: string;
  version: number;
  change: DocumentChange;
  created_at: Timestamp;
  by_name: string;
}

/** Payments' refunds (0019): one per refund the provider made of a paid session; amount in minor units. */
export interface PaymentRefundsTable {
  id: string;
  account_id: string;
  session_id: string;
  provider: 'stripe' | 'adyen';
  provider_refund_id: string;
  amount: number;
  currency: string;
  reason: 'requested_by_customer' | 'duplicate' | 'fraudulent' | 'other';
  status: 'succeeded' | 'pending' | 'failed';
  created_at: Timestamp;
  created_by: string;
}

export interface Database {
  accounts: AccountsTable;
  admins: AdminsTable;
  admin_identities: AdminIdentitiesTable;
  invitations: InvitationsTable;
  billing: BillingTable;
  branding: BrandingTable;
  audit_log: AuditLogTable;
  customer_sessions: CustomerSessionsTable;
  daily_activity: DailyActivityTable;
  customer_lookups: CustomerLookupsTable;
  logging_destinations: LoggingDestinationsTable;
  sms_configs: SmsConfigsTable;
  sso_configs: SsoConfigsTable;
  sso_states: SsoStatesTable;
  sso_domain_proofs: SsoDomainProofsTable;
  revoked_tokens: RevokedTokensTable;
  rate_limits: RateLimitsTable;
  crash_reports: CrashReportsTable;
  support_tickets: SupportTicketsTable;
  oauth_states: OAuthStatesTable;
  app_settings: AppSettingsTable;
  webhook_endpoints: WebhookEndpointsTable;
  webhook_deliveries: WebhookDeliveriesTable;
  webhook_attempts: WebhookAttemptsTable;
  app_sessions: AppSessionsTable;
  session_events: SessionEventsTable;
  session_daily: SessionDailyTable;
  idempotency_keys: IdempotencyKeysTable;
  jobs: JobsTable;
  sms_blocked_numbers: SmsBlockedNumbersTable;
  passkey_enrollments: PasskeyEnrollmentsTable;
  products: ProductsTable;
  document_pdfs: DocumentPdfsTable;
  document_uploads: DocumentUploadsTable;
  documents: DocumentsTable;
  document_versions: DocumentVersionsTable;
  document_history: DocumentHistoryTable;
  storage_settings: StorageSettingsTable;
  storage_deliveries: StorageDeliveriesTable;
  payment_providers: PaymentProvidersTable;
  payment_provider_states: PaymentProviderStatesTable;
  payment_refunds: PaymentRefundsTable;
}

export type Db = Kysely<Database>;
/** A handle that may be the database or an open transaction. */
export type Queryable = Kysely<Database> | Transaction<Database>;
export type AdminRow = Selectable<AdminsTable>;
export type AccountRow = Selectable<AccountsTable>;
export type NewAuditEntry = Insertable<AuditLogTable>;
