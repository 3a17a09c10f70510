import type { Admin } from '../../admins/schemas';
import type { AppId } from '../../apps';
import type { AuditLogEntry } from '../../audit-log/schemas';
import type { AppStatus } from '../../billing/schemas';
import type { Branding } from '../../branding/schemas';
import type { CustomerLookupForm } from '../../customer-lookup/forms';
import type { CustomerSearchResult } from '../../customer-search/schemas';
import type { DeveloperAccount } from '../../developers/schemas';
import type { CrashReport } from '../../crash-reports/schemas';
import type { Invitation } from '../../invitations/schemas';
import type { SupportTicket } from '../../support/schemas';
import type { MockInvitationLink, MockMail } from './invitation-links';
import type { CloudwatchForm, DatadogForm, Rapid7Form, SumologicForm } from '../../logging/forms';
import type { QuestionnaireBody } from '../../onboarding/schemas';
import type { ActivityPlan } from '../../seed/types';
import type { AppSessionWithEvents } from '../../app-sessions/schemas';
import type { GeneralSettings } from '../../app-settings/schemas';
import type { PasskeyEnrollment } from '../../passkeys/schemas';
import type { SeedWebhookDelivery, SeedWebhookEndpoint } from '../../seed/app-sessions';
import type { SeedProduct } from '../../seed/products';
import type { ParsedStorageBody } from '../../storage/schemas';
import type { MockPaymentProvider } from './payment-provider';
import type { SeedDocument } from '../../seed/documents';
import type { MockDocumentUpload } from './documents';
import type { TwilioForm } from '../../sms/forms';
import type { AzureForm, OidcForm, OktaForm } from '../../sso/forms';
import type {
  AccountStatistics,
  Platform,
  SummaryStatistics,
  WatchTowerAdmin,
} from '../../watch-tower/schemas';

/**
 * An admin as the store keeps it: removing one archives it (spec 000 §4), it is never deleted. Watch Tower shows
 * photo and time zone, in the order admins were added.
 */
export type MockAdmin = Admin & {
  archivedAt: string | null;
  photo: string | null;
  timeZone: string | null;
  createdAt: string;
};

/** Who is signed in when a request carries no bearer token. */
export interface MockSession {
  adminId: string;
  /** Set by `signOutStore`: a request without a token is then refused (401), as the server refuses it. */
  signedOut?: boolean;
}

/** One app's billing with its usage (spec 000 §3). */
export interface MockAppBilling {
  status: AppStatus;
  credits: number;
  freeTier: number;
  /** The day the app was first paid for (Watch Tower's Paid Accounts). */
  paidSince?: string | null;
}

/** A search result plus the customer reference GET /results/customer filters on. */
export type MockCustomerResult = CustomerSearchResult & { customerRef: string };

/** An audit entry with its place in the log (x-last-key), numbered across all accounts as the server numbers them. */
export type MockAuditEntry = AuditLogEntry & { seq: number };

/** A customer account as Watch Tower lists it; reads and writes go to the account's state (see watch-tower.ts). */
export interface MockWatchTowerAccount {
  readonly id: string;
  readonly name: string;
  readonly provider: Platform;
  /** The status of each of the seven apps (inactive where unused); setting it sets the account's billing. */
  apps: Partial<Record<AppId, AppStatus>>;
  readonly admins: WatchTowerAdmin[];
}

/** Integrations keep what was sent, secrets included; the handlers decide what goes back (rules/secrets.ts). */
export interface MockIntegrations {
  customerLookup: CustomerLookupForm | null;
  sms: TwilioForm | null;
  logging: {
    datadog: DatadogForm | null;
    cloudwatch: CloudwatchForm | null;
    sumologic: SumologicForm | null;
    rapid7: Rapid7Form | null;
  };
  /** At most one provider is configured (spec 001 §4). */
  sso: { azure: AzureForm | null; okta: OktaForm | null; oidc: OidcForm | null };
  /**
   * Proof of each SSO domain the account has claimed (see sso/domain-proof): its token, whether the
   * server found the TXT record, and (the outside world) whether the customer has published it.
   */
  ssoDomains: Record<string, MockSsoDomainProof>;
  developer: DeveloperAccount;
}

export interface MockSsoDomainProof {
  token: string;
  verified: boolean;
  recordPublished: boolean;
}

/** What the apps' shared pages keep per account, built from the shared seed when first read. */
export interface MockAppsState {
  sessions: Partial<Record<AppId, AppSessionWithEvents[]>>;
  general: Partial<Record<AppId, GeneralSettings>>;
  /** A saved SMS message per app; absent means the app's default. */
  smsTemplates: Partial<Record<AppId, string>>;
  webhooks: Partial<Record<AppId, { endpoints: SeedWebhookEndpoint[]; deliveries: SeedWebhookDelivery[] }>>;
  /** The secret a rotation replaced, signing alongside the new one until `expiresAt`. */
  previousSecret: { secret: string; expiresAt: string } | null;
  /** Passkeys › Enrollments, newest first (see store/passkey-enrollments.ts). */
  passkeyEnrollments?: PasskeyEnrollment[];
  /** Payments › Product Catalog, newest first, each with when a payment first used it (see store/products.ts). */
  products?: SeedProduct[];
  /** Settings › Storage per app, as saved with its secrets (see store/storage.ts); absent: keep only. */
  storage?: Partial<Record<AppId, ParsedStorageBody>>;
  /** Payments › Card Payment Provider: the connection with its secret, and started Stripe connections (store/payment-provider.ts). */
  paymentProvider?: MockPaymentProvider;
  /** Document signature › Documents, newest first, with their versions and history (see store/documents.ts). */
  documents?: SeedDocument[];
  /** PDFs uploaded and not yet made a document or a version. */
  documentUploads?: MockDocumentUpload[];
}

/** What one account holds. The demo account's is the store itself; every other account's is in `accounts`. */
export interface MockAccountState {
  account: { id: string; name: string; hasOnboarded: boolean; provider: Platform; isInternal: boolean };
  admins: MockAdmin[];
  /** Open invitations (pending or expired), newest first. */
  invitations: Invitation[];
  billing: Record<AppId, MockAppBilling>;
  branding: Branding;
  /** When the custom domain was set up: it is verified a while after (rules/branded-domain.ts). */
  domainSubmittedAt: string | null;
  /** Newest first. */
  auditLog: MockAuditEntry[];
  integrations: MockIntegrations;
  questionnaire: QuestionnaireBody | null;
  /** The apps' shared pages (sessions, settings, webhooks), built when first read (see apps.ts). */
  apps?: MockAppsState;
}

/**
 * The outside world the server would reach over the network: which names point at the CDN (CNAME), for the
 * branded domain's check. `'*'` answers the CDN for every name.
 */
export interface MockDns {
  cname: Record<string, string> | '*';
}

export interface MockStore extends MockAccountState {
  readonly seed: number;
  readonly now: Date;
  session: MockSession;
  /** The ids (jti) of tokens signed out or left (ghost mode): refused until they expire, as on the server. */
  revokedTokens: string[];
  /**
   * Every account but the demo one: the operators' internal account, the newcomer and the Watch Tower tenants, each
   * built from the seed when first read (see accounts.ts).
   */
  accounts: Record<string, MockAccountState>;
  /** Which account each admin is in, and the admins of each e-mail (lower case), so lookups build no account. */
  directory: { accountOf: Record<string, string>; byEmail: Record<string, string[]> };
  /** Customer accounts (the demo one included), by name, as Watch Tower lists them. */
  watchTowerAccounts: MockWatchTowerAccount[];
  /** The demo account's customer sessions, newest first. */
  customerResults: MockCustomerResult[];
  /** Every account's daily activity over the last `days` days (the shared seed's plans), for Watch Tower's charts. */
  activity: { plans: ActivityPlan[]; days: number };
  /** The last audit entry's number, across accounts. */
  auditSeq: number;
  /** Counter for ids of things created by requests. */
  sequence: number;
  /** The links invitation e-mails carried (POST /invitations/accept). */
  invitationLinks: MockInvitationLink[];
  /** E-mails sent, oldest first (the mock mail server). */
  outbox: MockMail[];
  /** Crash reports (POST /errors), newest first. */
  crashReports: CrashReport[];
  /** Support tickets, newest first; numbers count on from the newest. */
  supportTickets: SupportTicket[];
  /** Zoom app contexts linked to an admin (context → admin id), and the started, unused link states. */
  zoom: { links: Record<string, string>; states: string[] };
  dns: MockDns;
  /** Statistics are computed on first request and kept here (see store/statistics.ts). */
  statisticsCache: {
    summary: SummaryStatistics | null;
    accounts: Record<string, AccountStatistics>;
  };
}
