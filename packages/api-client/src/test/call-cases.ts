import { http, HttpResponse } from 'msw';
import { listAdmins } from '../admins/list-admins';
import { removeAdmin } from '../admins/remove-admin';
import { updateAdminRole } from '../admins/update-admin-role';
import { exportAuditLog } from '../audit-log/export-audit-log';
import { getAuditLogPage } from '../audit-log/get-audit-log-page';
import { authenticateWebex } from '../auth/authenticate-webex';
import { authenticateZoom } from '../auth/authenticate-zoom';
import { authorizeOAuth } from '../auth/authorize-oauth';
import { authorizeZoom } from '../auth/authorize-zoom';
import { linkZoom } from '../auth/link-zoom';
import { authorizeSso } from '../auth/authorize-sso';
import { completeOAuthCallback } from '../auth/complete-oauth-callback';
import { completeSsoCallback } from '../auth/complete-sso-callback';
import { getUsage } from '../billing/get-usage';
import { startFreeTrial } from '../billing/start-free-trial';
import { getBranding } from '../branding/get-branding';
import { updateBranding } from '../branding/update-branding';
import { removeDomain } from '../branding/remove-domain';
import { updateDomain } from '../branding/update-domain';
import type { ApiClient } from '../client/create-client';
import type { CallOptions, Endpoint } from '../client/endpoint';
import { fillPath } from '../client/endpoint';
import { getCustomerLookup } from '../customer-lookup/get-customer-lookup';
import { removeCustomerLookup } from '../customer-lookup/remove-customer-lookup';
import { saveCustomerLookup } from '../customer-lookup/save-customer-lookup';
import { testCustomerLookup } from '../customer-lookup/test-customer-lookup';
import { searchCustomers } from '../customer-search/search-customers';
import { getDeveloperAccount } from '../developers/get-developer-account';
import type { EndpointName } from '../endpoints';
import { endpoints } from '../endpoints';
import { createInvitation } from '../invitations/create-invitation';
import { listInvitations } from '../invitations/list-invitations';
import { revokeInvitation } from '../invitations/revoke-invitation';
import { updateInvitationRole } from '../invitations/update-invitation-role';
import { getLogging } from '../logging/get-logging';
import { removeLogging } from '../logging/remove-logging';
import { saveLogging } from '../logging/save-logging';
import { testLogging } from '../logging/test-logging';
import { submitQuestionnaire } from '../onboarding/submit-questionnaire';
import { endGhostMode } from '../session/end-ghost-mode';
import { getBootstrap } from '../session/get-bootstrap';
import { signOut } from '../session/sign-out';
import { getSms } from '../sms/get-sms';
import { removeSms } from '../sms/remove-sms';
import { saveSms } from '../sms/save-sms';
import { getSso } from '../sso/get-sso';
import { removeSso } from '../sso/remove-sso';
import { saveSso } from '../sso/save-sso';
import { getSsoDomain } from '../sso/get-sso-domain';
import { verifySsoDomain } from '../sso/verify-sso-domain';
import { getAccount } from '../watch-tower/get-account';
import { getAccountStatistics } from '../watch-tower/get-account-statistics';
import { getSummaryStatistics } from '../watch-tower/get-summary-statistics';
import { listAccounts } from '../watch-tower/list-accounts';
import { startGhostMode } from '../watch-tower/start-ghost-mode';
import { updateAppStatus } from '../watch-tower/update-app-status';
import * as fixtures from './fixtures';
import { acceptInvitation } from '../invitations/accept-invitation';
import { listCrashReports } from '../crash-reports/list-crash-reports';
import { reportError } from '../crash-reports/report-error';
import { createSupportTicket } from '../support/create-support-ticket';
import { listSupportTickets } from '../support/list-support-tickets';
import { exportSessions } from '../app-sessions/export-sessions';
import { getSession } from '../app-sessions/get-session';
import { getStatisticsSummary } from '../app-sessions/get-statistics-summary';
import { listSessions } from '../app-sessions/list-sessions';
import { cancelSubscription } from '../app-settings/cancel-subscription';
import { getGeneralSettings } from '../app-settings/get-general-settings';
import { getSmsContent } from '../app-settings/get-sms-content';
import { listBillingPlans } from '../app-settings/list-billing-plans';
import { resetSmsContent } from '../app-settings/reset-sms-content';
import { saveGeneralSettings } from '../app-settings/save-general-settings';
import { saveSmsContent } from '../app-settings/save-sms-content';
import { addWebhookEndpoint } from '../webhooks/add-webhook-endpoint';
import { deleteWebhookEndpoint } from '../webhooks/delete-webhook-endpoint';
import { getWebhookSecret } from '../webhooks/get-webhook-secret';
import { listWebhookDeliveries } from '../webhooks/list-webhook-deliveries';
import { listWebhookEndpoints } from '../webhooks/list-webhook-endpoints';
import { retryWebhookDelivery } from '../webhooks/retry-webhook-delivery';
import { rotateWebhookSecret } from '../webhooks/rotate-webhook-secret';
import { sendWebhookTest } from '../webhooks/send-webhook-test';
import { updateWebhookEndpoint } from '../webhooks/update-webhook-endpoint';
import { listPasskeyEnrollments } from '../passkeys/list-passkey-enrollments';
import { revokePasskeyEnrollment } from '../passkeys/revoke-passkey-enrollment';
import { addProduct } from '../products/add-product';
import { deleteProduct } from '../products/delete-product';
import { listProducts } from '../products/list-products';
import { updateProduct } from '../products/update-product';
import { refundPayment } from '../refunds/refund-payment';
import { getStorage } from '../storage/get-storage';
import { removeStorage } from '../storage/remove-storage';
import { saveStorage } from '../storage/save-storage';
import { testStorage } from '../storage/test-storage';
import { completeStripeCallback } from '../payment-provider/complete-stripe-callback';
import { connectStripe } from '../payment-provider/connect-stripe';
import { disconnectPaymentProvider } from '../payment-provider/disconnect-payment-provider';
import { getPaymentProvider } from '../payment-provider/get-payment-provider';
import { savePaymentProvider } from '../payment-provider/save-payment-provider';
import { testPaymentProvider } from '../payment-provider/test-payment-provider';
import { documentCallCases } from './document-call-cases';

const ssoDomain = {
  domain: 'acme.com',
  recordName: '_console-verify.acme.com',
  recordValue: 'console-verification=0123456789abcdef0123456789abcdef',
  verified: false,
};

export const BASE = 'http://api.test';

export interface CallCase {
  /** Path params as the endpoint names them. */
  params?: Record<string, string>;
  call: (client: ApiClient, options: CallOptions) => Promise<unknown>;
  query?: Record<string, string>;
  body?: unknown;
  /** JSON answer; undefined for an empty answer. */
  reply?: unknown;
  headers?: Record<string, string>;
  text?: string;
  expected?: unknown;
  /** The query as the endpoint's schema reads it, where coercion or defaults change it. */
  parsedQuery?: unknown;
  /** A multipart body (the document upload): its `file` part's name and text. */
  multipart?: { fileName: string; text: string };
}

const token = { token: 'tok' };
const datadog = { destination: 'datadog' as const, datadog: { apiKey: 'k', site: 'us1' as const } };
const azure = {
  provider: 'azure' as const,
  azure: {
    discoveryUrl: 'https://login.microsoftonline.com/t/v2.0/.well-known/openid-configuration',
    domain: 'acme.com',
    clientId: 'id',
    clientSecret: 'secret',
    adminGroupId: 'g1',
  },
};
const loggingConfigs = {
  datadog: { site: 'eu' },
  cloudwatch: null,
  sumologic: { collectorUrl: 'https://collectors.sumologic.com/x' },
  rapid7: null,
};
const ssoConfigs = {
  azure: null,
  okta: null,
  oidc: { discoveryUrl: 'https://id.acme.com', domain: 'acme.com', clientId: 'c' },
};
const questionnaire = {
  companyName: 'Acme',
  annualCallVolume: '10k-50k' as const,
  currentAuthenticationMethod: 'kba' as const,
  apps: ['passkeys' as const],
};

const crash = {
  message: 'boom',
  url: 'https://console.test/',
  occurredAt: '2026-11-21T10:00:00.000Z',
  userAgent: 'test',
};

/** One row per call of both spec tables. */
export const cases: Record<EndpointName, CallCase> = {
  getBootstrap: { call: getBootstrap, reply: fixtures.bootstrap },
  signOut: { call: signOut },
  startFreeTrial: {
    params: { app: 'e-form' },
    call: (c, o) => startFreeTrial(c, { app: 'e-form' }, o),
    reply: { status: 'free-trial' },
  },
  getUsage: {
    params: { app: 'passkeys' },
    call: (c, o) => getUsage(c, { app: 'passkeys' }, o),
    reply: {
      status: 'free-trial',
      credits: 85,
      freeTier: 100,
      periodStart: '2026-11-01T00:00:00.000Z',
      periodEnd: '2026-12-01T00:00:00.000Z',
      sessionsThisPeriod: 85,
    },
  },
  getBranding: { call: getBranding, reply: fixtures.branding },
  updateBranding: {
    call: (c, o) => updateBranding(c, { name: 'Acme', logo: 'PHN2Zy8+', color: '#1A2B3C' }, o),
    body: { name: 'Acme', logo: 'PHN2Zy8+', color: '#1A2B3C' },
    reply: fixtures.branding,
  },
  endGhostMode: { call: endGhostMode, reply: token },
  startGhostMode: {
    call: (c, o) => startGhostMode(c, { accountId: 'acc_9' }, o),
    body: { accountId: 'acc_9' },
    reply: token,
  },
  searchCustomers: {
    call: (c, o) => searchCustomers(c, { customerRef: 'cust 42' }, o),
    query: { customerRef: 'cust 42' },
    reply: [fixtures.searchResult],
  },
  listAdmins: { call: listAdmins, reply: [fixtures.admin] },
  listInvitations: { call: listInvitations, reply: [fixtures.invitation] },
  createInvitation: {
    call: (c, o) => createInvitation(c, { email: 'new@example.com' }, o),
    body: { email: 'new@example.com' },
    reply: fixtures.invitation,
  },
  updateAdminRole: {
    params: { id: 'adm_1' },
    call: (c, o) => updateAdminRole(c, { id: 'adm_1', role: 'supervisor' }, o),
    body: { role: 'supervisor' },
    reply: { ...fixtures.admin, role: 'supervisor' },
  },
  updateInvitationRole: {
    params: { id: 'inv_1' },
    call: (c, o) => updateInvitationRole(c, { id: 'inv_1', role: 'supervisor' }, o),
    body: { role: 'supervisor' },
    reply: { ...fixtures.invitation, role: 'supervisor' },
  },
  removeAdmin: { params: { id: 'adm_1' }, call: (c, o) => removeAdmin(c, { id: 'adm_1' }, o) },
  revokeInvitation: {
    call: (c, o) => revokeInvitation(c, { email: 'new@example.com' }, o),
    body: { email: 'new@example.com' },
  },
  getAuditLogPage: {
    call: (c, o) => getAuditLogPage(c, { lastKey: 'k25' }, o),
    query: { lastKey: 'k25' },
    reply: [fixtures.auditEntry],
    headers: { 'x-count': '200', 'x-last-key': 'k50' },
    expected: { entries: [fixtures.auditEntry], total: 200, lastKey: 'k50' },
  },
  exportAuditLog: {
    call: (c, o) => exportAuditLog(c, { lastKey: 'k25' }, o),
    query: { lastKey: 'k25', timezone: 'America/New_York' },
    text: 'Date,Admin\n',
    expected: { csv: 'Date,Admin\n', fileName: 'audit-log-2026-11-21.csv' },
  },
  getCustomerLookup: { call: getCustomerLookup, reply: fixtures.lookupConfig },
  listAccounts: { call: listAccounts, reply: [fixtures.watchTowerAccount] },
  getAccount: {
    params: { id: 'acc_1' },
    call: (c, o) => getAccount(c, { id: 'acc_1' }, o),
    reply: fixtures.watchTowerDetail,
  },
  updateAppStatus: {
    params: { accountId: 'acc_1', app: 'payments' },
    call: (c, o) => updateAppStatus(c, { accountId: 'acc_1', app: 'payments', status: 'enterprise' }, o),
    body: { status: 'enterprise' },
    reply: { status: 'enterprise' },
  },
  getAccountStatistics: {
    call: (c, o) => getAccountStatistics(c, { accountId: 'acc_1' }, o),
    query: { accountId: 'acc_1' },
    reply: { global: fixtures.series, apps: { passkeys: fixtures.series } },
  },
  getSummaryStatistics: {
    call: getSummaryStatistics,
    reply: { global: fixtures.series, apps: {}, paidAccounts: fixtures.series },
  },
  removeCustomerLookup: { call: removeCustomerLookup },
  saveCustomerLookup: {
    call: (c, o) => saveCustomerLookup(c, fixtures.lookupForm, o),
    body: fixtures.lookupForm,
    reply: fixtures.lookupConfig,
  },
  testCustomerLookup: {
    call: (c, o) => testCustomerLookup(c, { ...fixtures.lookupForm, phoneNumber: '+14155550100' }, o),
    body: { ...fixtures.lookupForm, phoneNumber: '+14155550100' },
    reply: { customers: [{ id: null, title: 'Ada', description: 'ada@example.com' }] },
  },
  updateDomain: {
    call: (c, o) => updateDomain(c, { domain: 'login.acme.com' }, o),
    body: { domain: 'login.acme.com' },
    reply: { ...fixtures.branding, domainIsVerified: true },
  },
  removeDomain: { call: removeDomain, reply: fixtures.branding },
  getLogging: { call: getLogging, reply: loggingConfigs },
  saveLogging: {
    call: (c, o) => saveLogging(c, datadog, o),
    body: datadog,
    reply: { datadog: { site: 'us1' } },
  },
  testLogging: { call: (c, o) => testLogging(c, datadog, o), body: datadog, reply: { wasSuccessful: true } },
  removeLogging: {
    call: (c, o) => removeLogging(c, { destination: 'rapid7' }, o),
    body: { destination: 'rapid7' },
  },
  getSms: {
    call: getSms,
    reply: { provider: 'twilio', twilio: { accountSid: 'AC1', phoneNumber: '+14155550100' } },
  },
  saveSms: {
    call: (c, o) =>
      saveSms(
        c,
        { provider: 'twilio', twilio: { accountSid: 'AC1', authToken: 't', phoneNumber: '+14155550100' } },
        o,
      ),
    body: { provider: 'twilio', twilio: { accountSid: 'AC1', authToken: 't', phoneNumber: '+14155550100' } },
    reply: { twilio: { accountSid: 'AC1' } },
  },
  removeSms: { call: removeSms },
  getDeveloperAccount: {
    call: getDeveloperAccount,
    reply: { widgetKey: 'wk_1', secretKey: 'sk_live_abc', webhookSecret: 'whsec' },
  },
  getSso: { call: getSso, reply: ssoConfigs },
  saveSso: { call: (c, o) => saveSso(c, azure, o), body: azure },
  removeSso: { call: (c, o) => removeSso(c, { provider: 'okta' }, o), body: { provider: 'okta' } },
  authorizeSso: {
    call: (c, o) => authorizeSso(c, { email: 'ada@acme.com' }, o),
    body: { email: 'ada@acme.com' },
    reply: { url: 'https://idp.acme.com/authorize?x=1' },
  },
  completeSsoCallback: {
    call: (c, o) => completeSsoCallback(c, { code: 'c', state: 's' }, o),
    body: { code: 'c', state: 's' },
    reply: token,
  },
  completeOAuthCallback: {
    params: { provider: 'google' },
    call: (c, o) => completeOAuthCallback(c, { provider: 'google', code: 'c', state: 's' }, o),
    body: { code: 'c', state: 's' },
    reply: token,
  },
  authorizeOAuth: {
    params: { provider: 'azure' },
    call: (c, o) => authorizeOAuth(c, { provider: 'azure', intent: 'sign-up' }, o),
    body: { intent: 'sign-up' },
    reply: { url: 'https://login.example/authorize?x=1' },
  },
  authenticateWebex: {
    call: (c, o) => authenticateWebex(c, { accessToken: 'wx' }, o),
    body: { accessToken: 'wx' },
    reply: token,
  },
  authenticateZoom: {
    call: (c, o) => authenticateZoom(c, { context: 'zx' }, o),
    body: { context: 'zx' },
    reply: { token: 'tok', role: 'admin' },
  },
  authorizeZoom: {
    call: (c, o) => authorizeZoom(c, { context: 'zx' }, o),
    body: { context: 'zx' },
    reply: { codeChallenge: 'v'.repeat(43), state: 'st' },
  },
  linkZoom: {
    call: (c, o) => linkZoom(c, { context: 'zx', code: 'cd', state: 'st' }, o),
    body: { context: 'zx', code: 'cd', state: 'st' },
    reply: { token: 'tok', role: 'supervisor' },
  },
  submitQuestionnaire: { call: (c, o) => submitQuestionnaire(c, questionnaire, o), body: questionnaire },
  getSsoDomain: { call: getSsoDomain, reply: ssoDomain },
  verifySsoDomain: { call: verifySsoDomain, reply: { ...ssoDomain, verified: true } },
  acceptInvitation: {
    call: (c, o) => acceptInvitation(c, { token: 'invitation-token-0123456789' }, o),
    body: { token: 'invitation-token-0123456789' },
    reply: token,
  },
  reportError: {
    call: (c, o) => reportError(c, crash, o),
    body: crash,
    reply: { id: 'err_1' },
  },
  listCrashReports: {
    call: (c, o) => listCrashReports(c, { lastKey: '25' }, o),
    query: { lastKey: '25' },
    reply: { items: [], total: 0, lastKey: null },
  },
  createSupportTicket: {
    call: (c, o) => createSupportTicket(c, { subject: 'Help', description: 'It broke', priority: 'high' }, o),
    body: { subject: 'Help', description: 'It broke', priority: 'high', channel: 'ticket' },
    reply: { id: 'tkt_1', number: 1001, emailStatus: 'sent' },
    expected: { id: 'tkt_1', number: 1001, emailStatus: 'sent' },
  },
  listSupportTickets: {
    call: (c, o) => listSupportTickets(c, {}, o),
    reply: { items: [], total: 0, lastKey: null },
  },
  getStatisticsSummary: {
    params: { app: 'passkeys' },
    call: (c, o) => getStatisticsSummary(c, { app: 'passkeys', range: 30 }, o),
    query: { range: '30' },
    parsedQuery: { range: 30 },
    reply: fixtures.statisticsSummary,
  },
  listSessions: {
    params: { app: 'one-time-passcode' },
    call: (c, o) =>
      listSessions(
        c,
        { app: 'one-time-passcode', q: ' CUST ', sort: 'createdAt', limit: 10, lastKey: 'k10' },
        o,
      ),
    query: { q: 'CUST', sort: 'createdAt', limit: '10', lastKey: 'k10' },
    parsedQuery: { q: 'CUST', sort: 'createdAt', limit: 10, lastKey: 'k10' },
    reply: [fixtures.appSession],
    headers: { 'x-count': '31', 'x-last-key': 'k20' },
    expected: { items: [fixtures.appSession], count: 31, lastKey: 'k20' },
  },
  getSession: {
    params: { app: 'one-time-passcode', id: 'ses_1' },
    call: (c, o) => getSession(c, { app: 'one-time-passcode', id: 'ses_1' }, o),
    reply: fixtures.appSessionWithEvents,
  },
  exportSessions: {
    params: { app: 'document-signature' },
    call: (c, o) => exportSessions(c, { app: 'document-signature', from: '2026-11-01T04:00:00.000Z' }, o),
    query: { from: '2026-11-01T04:00:00.000Z', timezone: 'America/New_York' },
    parsedQuery: { from: '2026-11-01T04:00:00.000Z', sort: '-createdAt', timezone: 'America/New_York' },
    text: 'Date,Status\r\n',
    expected: { csv: 'Date,Status\r\n', fileName: 'document-signature-signatures-2026-11-21.csv' },
  },
  getGeneralSettings: {
    params: { app: 'e-form' },
    call: (c, o) => getGeneralSettings(c, { app: 'e-form' }, o),
    reply: fixtures.generalSettings,
  },
  saveGeneralSettings: {
    params: { app: 'e-form' },
    call: (c, o) => saveGeneralSettings(c, { app: 'e-form', settings: fixtures.generalSettings }, o),
    body: fixtures.generalSettings,
    reply: fixtures.generalSettings,
  },
  getSmsContent: {
    params: { app: 'passkeys' },
    call: (c, o) => getSmsContent(c, { app: 'passkeys' }, o),
    reply: { template: 'Acme: {agentName} sent you a secure link: {link}', isDefault: false },
  },
  saveSmsContent: {
    params: { app: 'passkeys' },
    call: (c, o) => saveSmsContent(c, { app: 'passkeys', template: 'Hi from {companyName}: {link}' }, o),
    body: { template: 'Hi from {companyName}: {link}' },
    reply: { template: 'Hi from {companyName}: {link}', isDefault: false },
  },
  resetSmsContent: {
    params: { app: 'passkeys' },
    call: (c, o) => resetSmsContent(c, { app: 'passkeys' }, o),
    reply: { template: '{companyName}: {agentName} sent you a secure link: {link}', isDefault: true },
  },
  listBillingPlans: {
    params: { app: 'payments' },
    call: (c, o) => listBillingPlans(c, { app: 'payments' }, o),
    reply: [fixtures.billingPlan],
  },
  cancelSubscription: {
    params: { app: 'payments' },
    call: (c, o) => cancelSubscription(c, { app: 'payments' }, o),
    reply: { status: 'cancelled' },
  },
  listWebhookEndpoints: {
    params: { app: 'passkeys' },
    call: (c, o) => listWebhookEndpoints(c, { app: 'passkeys' }, o),
    reply: [fixtures.webhookEndpoint],
  },
  addWebhookEndpoint: {
    params: { app: 'passkeys' },
    call: (c, o) => addWebhookEndpoint(c, { app: 'passkeys', endpoint: fixtures.webhookEndpointBody }, o),
    body: fixtures.webhookEndpointBody,
    reply: fixtures.webhookEndpoint,
  },
  updateWebhookEndpoint: {
    params: { app: 'passkeys', id: 'whe_1' },
    call: (c, o) =>
      updateWebhookEndpoint(
        c,
        { app: 'passkeys', id: 'whe_1', endpoint: { ...fixtures.webhookEndpointBody, status: 'disabled' } },
        o,
      ),
    body: { ...fixtures.webhookEndpointBody, status: 'disabled' },
    reply: { ...fixtures.webhookEndpoint, status: 'disabled' },
  },
  deleteWebhookEndpoint: {
    params: { app: 'passkeys', id: 'whe_1' },
    call: (c, o) => deleteWebhookEndpoint(c, { app: 'passkeys', id: 'whe_1' }, o),
  },
  sendWebhookTest: {
    params: { app: 'passkeys', id: 'whe_1' },
    call: (c, o) => sendWebhookTest(c, { app: 'passkeys', id: 'whe_1', event: 'session.succeeded' }, o),
    body: { event: 'session.succeeded' },
    reply: { statusCode: 200, durationMs: 142 },
  },
  listWebhookDeliveries: {
    params: { app: 'passkeys', id: 'whe_1' },
    call: (c, o) =>
      listWebhookDeliveries(c, { app: 'passkeys', id: 'whe_1', status: 'failed', lastKey: '7' }, o),
    query: { status: 'failed', lastKey: '7' },
    reply: [fixtures.webhookDelivery],
    headers: { 'x-count': '1' },
    expected: { items: [fixtures.webhookDelivery], count: 1, lastKey: null },
  },
  retryWebhookDelivery: {
    params: { app: 'passkeys', id: 'whd_1' },
    call: (c, o) => retryWebhookDelivery(c, { app: 'passkeys', id: 'whd_1' }, o),
    reply: fixtures.webhookDelivery,
  },
  getWebhookSecret: {
    call: getWebhookSecret,
    reply: { secret: 'whsec_abc', previousExpiresAt: null },
  },
  rotateWebhookSecret: {
    call: rotateWebhookSecret,
    reply: { secret: 'whsec_new', previousExpiresAt: '2026-11-22T12:00:00.000Z' },
  },
  listPasskeyEnrollments: {
    call: (c, o) =>
      listPasskeyEnrollments(
        c,
        {
          status: 'revoked',
          authenticator: ' FBFC3007-154E-4ECC-8C0B-6E020557D7BD ',
          q: ' cust ',
          limit: 10,
          lastKey: 'k10',
        },
        o,
      ),
    query: {
      status: 'revoked',
      authenticator: 'FBFC3007-154E-4ECC-8C0B-6E020557D7BD',
      q: 'cust',
      limit: '10',
      lastKey: 'k10',
    },
    // The AAGUID is read in lower case, as WebAuthn writes it.
    parsedQuery: {
      status: 'revoked',
      authenticator: 'fbfc3007-154e-4ecc-8c0b-6e020557d7bd',
      q: 'cust',
      limit: 10,
      lastKey: 'k10',
    },
    reply: [fixtures.passkeyEnrollment],
    headers: { 'x-count': '31', 'x-last-key': 'k20' },
    expected: { items: [fixtures.passkeyEnrollment], count: 31, lastKey: 'k20' },
  },
  revokePasskeyEnrollment: {
    params: { id: 'pk_1' },
    call: (c, o) => revokePasskeyEnrollment(c, { id: 'pk_1' }, o),
    reply: { ...fixtures.passkeyEnrollment, revokedAt: '2026-11-21T10:00:00.000Z' },
  },
  listProducts: {
    call: (c, o) => listProducts(c, { status: 'archived', limit: 10, lastKey: 'k10' }, o),
    query: { status: 'archived', limit: '10', lastKey: 'k10' },
    parsedQuery: { status: 'archived', limit: 10, lastKey: 'k10' },
    reply: [fixtures.product],
    headers: { 'x-count': '12', 'x-last-key': 'k20' },
    expected: { items: [fixtures.product], count: 12, lastKey: 'k20' },
  },
  addProduct: {
    call: (c, o) => addProduct(c, fixtures.productBody, o),
    body: fixtures.productBody,
    reply: fixtures.product,
  },
  updateProduct: {
    params: { id: 'prod_1' },
    call: (c, o) => updateProduct(c, { id: 'prod_1', update: { status: 'archived' } }, o),
    body: { status: 'archived' },
    reply: { ...fixtures.product, status: 'archived' },
  },
  ...documentCallCases,
  deleteProduct: {
    params: { id: 'prod_1' },
    call: (c, o) => deleteProduct(c, { id: 'prod_1' }, o),
  },
  refundPayment: {
    params: { id: 'ses_1' },
    call: (c, o) => refundPayment(c, { id: 'ses_1', amount: 2000, reason: 'requested_by_customer' }, o),
    body: { amount: 2000, reason: 'requested_by_customer' },
    reply: { id: 're_1', amount: 2000, status: 'succeeded' },
  },
  getStorage: {
    params: { app: 'document-signature' },
    call: (c, o) => getStorage(c, { app: 'document-signature' }, o),
    reply: fixtures.storageS3,
  },
  saveStorage: {
    params: { app: 'document-signature' },
    call: (c, o) => saveStorage(c, { app: 'document-signature', settings: fixtures.storageS3Body }, o),
    body: fixtures.storageS3Body,
    reply: fixtures.storageS3,
  },
  testStorage: {
    params: { app: 'document-signature' },
    call: (c, o) => testStorage(c, { app: 'document-signature', settings: fixtures.storageS3Body }, o),
    body: fixtures.storageS3Body,
    reply: {
      wasSuccessful: false,
      message: 'SignatureDoesNotMatch: The request signature we calculated does not match',
    },
  },
  removeStorage: {
    params: { app: 'document-signature' },
    call: (c, o) => removeStorage(c, { app: 'document-signature' }, o),
    reply: { mode: 'keep', retentionDays: 90, deleteAfterDelivery: false, s3: null, sftp: null },
  },
  getPaymentProvider: { call: getPaymentProvider, reply: fixtures.paymentProvider },
  connectStripe: {
    call: (c, o) => connectStripe(c, { provider: 'stripe' }, o),
    body: { provider: 'stripe' },
    reply: { url: 'https://connect.stripe.com/oauth/authorize?response_type=code&state=s1' },
  },
  completeStripeCallback: {
    call: (c, o) => completeStripeCallback(c, { code: 'ac_1', state: 's1' }, o),
    body: { code: 'ac_1', state: 's1' },
    reply: fixtures.connectedStripe,
  },
  testPaymentProvider: {
    call: (c, o) => testPaymentProvider(c, fixtures.adyenBody, o),
    body: fixtures.adyenBody,
    reply: { wasSuccessful: false, message: 'Unauthorized' },
  },
  savePaymentProvider: {
    call: (c, o) => savePaymentProvider(c, fixtures.adyenBody, o),
    body: fixtures.adyenBody,
    reply: { ...fixtures.connectedStripe, provider: 'adyen', accountId: 'NorthwindECOM' },
  },
  disconnectPaymentProvider: { call: disconnectPaymentProvider },
};

export const rows = Object.entries(cases).map(([name, row]) => {
  const endpoint: Endpoint = endpoints[name as EndpointName];
  return { name, row, endpoint, path: `/api${fillPath(endpoint.path, row.params)}` };
});

export function answer(row: CallCase, status: number) {
  if (row.text !== undefined) return HttpResponse.text(row.text, { status, headers: row.headers });
  if (row.reply === undefined) return new HttpResponse(null, { status });
  return HttpResponse.json(row.reply, { status, headers: row.headers });
}

/** Handlers answering every call with its row's valid answer. */
export function successHandlers() {
  return rows.map(({ row, endpoint, path }) =>
    http[endpoint.method.toLowerCase() as 'get'](`${BASE}${path}`, () =>
      answer(row, endpoint.method === 'POST' ? 201 : 200),
    ),
  );
}
