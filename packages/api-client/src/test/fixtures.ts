import type { AppSession, AppSessionWithEvents, StatisticsSummary } from '../app-sessions/schemas';
import type { BillingPlan, GeneralSettings } from '../app-settings/schemas';
import type { WebhookDelivery, WebhookEndpoint } from '../webhooks/schemas';
import type { PasskeyEnrollment } from '../passkeys/schemas';
import type { Product } from '../products/schemas';
import type { Admin } from '../admins/schemas';
import type { AuditLogEntry } from '../audit-log/schemas';
import type { Billing } from '../billing/schemas';
import { INITIAL_BILLING } from '../billing/schemas';
import type { Branding } from '../branding/schemas';
import type { CustomerLookupConfig } from '../customer-lookup/schemas';
import type { CustomerSearchResult } from '../customer-search/schemas';
import type { Invitation } from '../invitations/schemas';
import type { Bootstrap } from '../session/schemas';
import type { WatchTowerAccount, WatchTowerAccountDetail } from '../watch-tower/schemas';

/** Small valid values for the unit tests; the mock store has the rich, seeded data. */
export const admin: Admin = {
  id: 'adm_1',
  firstName: 'Ada',
  lastName: 'Lovelace',
  email: 'ada@example.com',
  role: 'owner',
  isRoot: false,
  account: { id: 'acc_1', hasOnboarded: true },
};

export const billing: Billing = { ...INITIAL_BILLING, passkeys: { status: 'free-trial' } };

export const branding: Branding = {
  name: 'Acme',
  logo: '<svg viewBox="0 0 10 10"></svg>',
  color: '#1A2B3C',
  domain: 'login.acme.com',
  domainIsVerified: false,
};

export const bootstrap: Bootstrap = { ...admin, billing, branding, isStaff: false };

export const invitation: Invitation = {
  id: 'inv_1',
  email: 'new@example.com',
  role: 'admin',
  expiresAt: '2026-11-28T10:00:00.000Z',
};

export const auditEntry: AuditLogEntry = {
  id: 'log_1',
  timestamp: '2026-11-20T09:30:00.000Z',
  admin: { firstName: 'Ada', lastName: 'Lovelace' },
  namespace: 'global',
  description: 'Invited new@example.com',
  event: 'invitation.created',
};

export const searchResult: CustomerSearchResult = {
  id: 'res_1',
  app: 'passkeys',
  status: 'success',
  timestamp: '2026-11-20T09:30:00.000Z',
  sessionRef: 'ses_0123456789abcdef',
  phoneNumber: '+14155550100',
};

export const watchTowerAccount: WatchTowerAccount = {
  id: 'acc_1',
  name: 'Acme',
  apps: [{ id: 'passkeys' }],
  provider: 'google',
  admins: [
    {
      id: 'adm_1',
      firstName: 'Ada',
      lastName: 'Lovelace',
      email: 'ada@example.com',
      photo: null,
      timeZone: 'Europe/London',
    },
  ],
};

export const watchTowerDetail: WatchTowerAccountDetail = {
  account: { name: 'Acme' },
  apps: {
    passkeys: { id: 'passkeys', status: 'free-trial' },
    'one-time-passcode': { id: 'one-time-passcode', status: 'inactive' },
    'document-signature': { id: 'document-signature', status: 'inactive' },
    'e-form': { id: 'e-form', status: 'inactive' },
    payments: { id: 'payments', status: 'inactive' },
    'identity-verification': { id: 'identity-verification', status: 'inactive' },
    'gateway-payments': { id: 'gateway-payments', status: 'inactive' },
  },
  admins: watchTowerAccount.admins,
};

export const series = [
  { date: '2026-11-19', count: 3 },
  { date: '2026-11-20', count: 5 },
];

export const lookupConfig: CustomerLookupConfig = {
  url: 'https://crm.example.com/customers',
  method: 'GET',
  headerKeys: ['X-Api-Key'],
  customerPath: 'data.customers',
  customerId: 'id',
  titleTemplate: '{firstName} {lastName}',
  descriptionTemplate: '{email}',
};

export const lookupForm = {
  url: 'https://crm.example.com/customers',
  method: 'GET' as const,
  headers: [{ key: 'X-Api-Key', value: 'secret' }],
  customerPath: 'data.customers',
  customerId: 'id',
  titleTemplate: '{firstName} {lastName}',
  descriptionTemplate: '{email}',
};

export const appSession: AppSession = {
  id: 'ses_01HZX4Q2W8M1N7',
  app: 'one-time-passcode',
  status: 'success',
  reason: null,
  subStatus: null,
  sessionRef: 'ref_7f3a9c21b04e',
  customerRef: 'CUST-10042',
  phoneNumber: '+14155550123',
  agent: { id: 'agt_1', name: 'Dana Whitfield' },
  createdAt: '2026-11-21T14:02:00.000Z',
  completedAt: '2026-11-21T14:02:41.000Z',
  expiresAt: '2026-11-21T14:07:00.000Z',
  details: { attempts: 1, maxAttempts: 3, sms: 'delivered' },
  metadata: {},
};

export const appSessionWithEvents: AppSessionWithEvents = {
  ...appSession,
  events: [
    { at: '2026-11-21T14:02:00.000Z', type: 'session.created', detail: null },
    { at: '2026-11-21T14:02:41.000Z', type: 'session.succeeded', detail: null },
  ],
};

export const statisticsSummary: StatisticsSummary = {
  totals: { sessions: 10, success: 8, failure: 1, timeout: 1, pending: 0, successRate: 80 },
  previous: { sessions: 0, success: 0, failure: 0, timeout: 0, pending: 0, successRate: null },
  series: [{ date: '2026-11-21', success: 8, failure: 1, timeout: 1, pending: 0 }],
};

export const generalSettings: GeneralSettings = {
  displayName: 'Acme Bank',
  linkExpiryMinutes: 15,
  language: 'en',
  redirectUrl: '',
  completionMessage: 'Thank you. You can return to your call.',
};

export const billingPlan: BillingPlan = {
  id: 'subscription',
  name: 'Subscription',
  priceLabel: '$0.25 per session',
  includedCredits: null,
  features: ['Unlimited sessions'],
};

export const webhookEndpointBody = {
  url: 'https://hooks.acme.com/console',
  description: 'Fraud team',
  events: ['session.succeeded'],
};

export const webhookEndpoint: WebhookEndpoint = {
  id: 'whe_1',
  ...webhookEndpointBody,
  status: 'enabled',
  createdAt: '2026-11-20T09:00:00.000Z',
  lastDelivery: null,
};

export const webhookDelivery: WebhookDelivery = {
  id: 'whd_1',
  endpointId: 'whe_1',
  eventId: 'evt_1',
  event: 'session.failed',
  sessionId: 'ses_01HZX4Q2W8M1N7',
  at: '2026-11-21T14:03:00.000Z',
  status: 'failed',
  statusCode: 500,
  attempts: 8,
  nextRetryAt: null,
  requestBody: '{}',
  responseExcerpt: 'Internal Server Error',
  durationMs: 87,
  error: null,
};

export const passkeyEnrollment: PasskeyEnrollment = {
  id: 'pk_1',
  customerRef: 'CUST-10042',
  phoneNumber: '+14155550123',
  authenticator: 'iCloud Keychain',
  aaguid: 'fbfc3007-154e-4ecc-8c0b-6e020557d7bd',
  device: 'iPhone · iOS 18',
  backedUp: true,
  createdAt: '2026-10-02T09:00:00.000Z',
  lastUsedAt: '2026-11-20T16:30:00.000Z',
  revokedAt: null,
};

export const productBody = {
  name: 'Replacement card',
  description: 'Sent by post',
  price: 1500,
  currency: 'USD',
  status: 'active' as const,
};

export const product: Product = {
  id: 'prod_1',
  ...productBody,
  createdAt: '2026-10-02T09:00:00.000Z',
  updatedAt: '2026-11-20T16:30:00.000Z',
};

export const connectedStripe = {
  provider: 'stripe' as const,
  accountId: 'acct_1NorthwindCntct',
  accountName: 'Northwind Contact',
  livemode: false,
  connectedAt: '2026-11-20T16:30:00.000Z',
};

export const paymentProvider = {
  ...connectedStripe,
  connectedBy: { firstName: 'Marcus', lastName: 'Reed' },
  currencies: ['USD', 'EUR'],
};

export const adyenBody = {
  provider: 'adyen' as const,
  adyen: { apiKey: 'AQE_key', merchantAccount: 'NorthwindECOM', environment: 'test' as const },
};

export const storageS3Body = {
  mode: 's3' as const,
  retentionDays: 90 as const,
  deleteAfterDelivery: true,
  s3: {
    endpoint: '',
    region: 'eu-west-2',
    bucket: 'northwind-signed',
    prefix: '{app}/{yyyy}/{MM}/',
    accessKeyId: 'AKIAIOSFODNN7EXAMPLE',
    secretAccessKey: 'wJalrXUtnFEMI/K7MDENG/bPxRfiCYEXAMPLEKEY',
  },
};

/** What GET answers once storageS3Body is saved: the secret out, `hasSecret: true`. */
const { secretAccessKey: _secretAccessKey, ...storageS3Saved } = storageS3Body.s3;
export const storageS3 = {
  ...storageS3Body,
  s3: { ...storageS3Saved, hasSecret: true as const },
  sftp: null,
};
