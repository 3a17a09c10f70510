import { HttpResponse } from 'msw';
import { AUDIT_LOG_COUNT_HEADER } from '../audit-log/get-audit-log-page';
import { AUDIT_LOG_CSV_COLUMNS } from '../audit-log/schemas';
import { billingPeriod, INITIAL_BILLING } from '../billing/schemas';
import { PAGE_COUNT_HEADER } from '../client/paged';
import { SESSION_CSV_COLUMNS } from '../rules/session-csv';
import { statisticsSummary } from '../rules/statistics-summary';
import type { Branding } from '../branding/schemas';
import type { EndpointName } from '../endpoints';
import { endpoints as e } from '../endpoints';
import { watchTowerApps } from '../watch-tower/schemas';
import { FREE_TIER_CREDITS } from '../rules/apps';
import { DEMO_ACCOUNT_ID, DEMO_ACCOUNT_NAME, DEMO_ADMIN_IDS, demoAdmins } from '../seed/demo-account';
import { answer } from './http/respond';
import { MOCK_NOW } from './store/clock';

const NO_BRANDING: Branding = { name: null, logo: null, color: null, domain: null, domainIsVerified: false };

/**
 * What `scenario(op).empty()` answers: the call's "nothing there" state. The empty bootstrap is a
 * brand-new account: not onboarded, every app inactive, no branding. Calls that answer a token or
 * nothing have no empty state.
 */
export const EMPTY_ANSWERS: Partial<Record<EndpointName, () => Response>> = {
  getBootstrap: () => {
    const owner = demoAdmins(MOCK_NOW).find((admin) => admin.id === DEMO_ADMIN_IDS.owner);
    if (!owner) throw new Error('the demo account has no owner');
    const { id, firstName, lastName, email, role } = owner;
    return answer(e.getBootstrap, {
      ...{ id, firstName, lastName, email, role, isRoot: false },
      account: { id: DEMO_ACCOUNT_ID, hasOnboarded: false },
      billing: INITIAL_BILLING,
      branding: NO_BRANDING,
    });
  },
  listAdmins: () => answer(e.listAdmins, []),
  listInvitations: () => answer(e.listInvitations, []),
  getUsage: () =>
    answer(e.getUsage, {
      status: 'free-trial',
      credits: 0,
      freeTier: FREE_TIER_CREDITS,
      ...billingPeriod(MOCK_NOW),
      sessionsThisPeriod: 0,
    }),
  getStatisticsSummary: () => answer(e.getStatisticsSummary, statisticsSummary([], MOCK_NOW, 30)),
  listSessions: () => answer(e.listSessions, [], { headers: { [PAGE_COUNT_HEADER]: '0' } }),
  exportSessions: () =>
    HttpResponse.text(`${SESSION_CSV_COLUMNS.join(',')}\r\n`, { headers: { 'Content-Type': 'text/csv' } }),
  listWebhookEndpoints: () => answer(e.listWebhookEndpoints, []),
  listWebhookDeliveries: () => answer(e.listWebhookDeliveries, [], { headers: { [PAGE_COUNT_HEADER]: '0' } }),
  listPasskeyEnrollments: () =>
    answer(e.listPasskeyEnrollments, [], { headers: { [PAGE_COUNT_HEADER]: '0' } }),
  listProducts: () => answer(e.listProducts, [], { headers: { [PAGE_COUNT_HEADER]: '0' } }),
  getPaymentProvider: () => answer(e.getPaymentProvider, {}),
  listDocuments: () => answer(e.listDocuments, [], { headers: { [PAGE_COUNT_HEADER]: '0' } }),
  getBranding: () => answer(e.getBranding, NO_BRANDING),
  searchCustomers: () => answer(e.searchCustomers, []),
  getAuditLogPage: () => answer(e.getAuditLogPage, [], { headers: { [AUDIT_LOG_COUNT_HEADER]: '0' } }),
  exportAuditLog: () =>
    HttpResponse.text(`${AUDIT_LOG_CSV_COLUMNS.join(',')}\r\n`, { headers: { 'Content-Type': 'text/csv' } }),
  getCustomerLookup: () => answer(e.getCustomerLookup, null),
  testCustomerLookup: () => answer(e.testCustomerLookup, { customers: [] }),
  getLogging: () => answer(e.getLogging, { datadog: null, cloudwatch: null, sumologic: null, rapid7: null }),
  getSms: () => answer(e.getSms, { provider: null, twilio: null }),
  getSso: () => answer(e.getSso, { azure: null, okta: null, oidc: null }),
  listAccounts: () => answer(e.listAccounts, []),
  getAccount: () =>
    answer(e.getAccount, { account: { name: DEMO_ACCOUNT_NAME }, apps: watchTowerApps({}), admins: [] }),
  getAccountStatistics: () => answer(e.getAccountStatistics, { global: [], apps: {} }),
  getSummaryStatistics: () => answer(e.getSummaryStatistics, { global: [], apps: {}, paidAccounts: [] }),
  getSsoDomain: () => answer(e.getSsoDomain, null),
  listCrashReports: () => answer(e.listCrashReports, { items: [], total: 0, lastKey: null }),
  listSupportTickets: () => answer(e.listSupportTickets, { items: [], total: 0, lastKey: null }),
};
