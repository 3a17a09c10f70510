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
import type { TwilioForm } from '../../sms/forms';
import type { AzureForm, OidcForm, OktaForm } from '../../sso/forms';
import type {
  AccountStatistics,
  Platform,
  SummaryStatistics,
  WatchTowerAdmin,
} from '../../watch-tower/schemas';

/** An admin as the store keeps it: removing one archives it (spec 000 §4), it is never deleted. */
export type MockAdmin = Admin & { archivedAt: string | null };

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
}

/** A search result plus the customer reference GET /results/customer filters on. */
export type MockCustomerResult = CustomerSearchResult & { customerRef: string };

/** A Watch Tower account with the status of every app it ever used. */
export interface MockWatchTowerAccount {
  id: string;
  name: string;
  provider: Platform;
  apps: Partial<Record<AppId, AppStatus>>;
  admins: WatchTowerAdmin[];
}

/** Integrations keep what was sent, secrets included; the handlers decide what goes back. */
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

export interface MockStore {
  readonly seed: number;
  readonly now: Date;
  session: MockSession;
  account: { id: string; name: string; hasOnboarded: boolean };
  admins: MockAdmin[];
  invitations: Invitation[];
  billing: Record<AppId, MockAppBilling>;
  branding: Branding;
  /** Newest first. */
  auditLog: AuditLogEntry[];
  customerResults: MockCustomerResult[];
  watchTowerAccounts: MockWatchTowerAccount[];
  integrations: MockIntegrations;
  questionnaire: QuestionnaireBody | null;
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
  /** Statistics are generated on first request and kept here (see store/statistics.ts). */
  statisticsCache: {
    summary: SummaryStatistics | null;
    accounts: Record<string, AccountStatistics>;
  };
}
