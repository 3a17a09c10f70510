import type { EndpointName } from '@console/api-client';
import { DEMO_ACCOUNT_ID } from '../seed/demo-account';

/**
 * One harmless request per call of both tables: path parameters that match nothing, an empty
 * body where a body is required (so allowed callers get 400 and nothing changes), and the status
 * an allowed caller gets. Only signOut and endGhostMode change something: they end the token
 * they are called with, so the matrix signs a fresh one per cell.
 */
export interface Probe {
  path: string;
  body?: unknown;
  status: number;
}

export const PROBES: Record<EndpointName, Probe> = {
  getBootstrap: { path: '/api/admins/bootstrap', status: 200 },
  signOut: { path: '/api/authentications', status: 200 },
  endGhostMode: { path: '/api/ghost-mode', status: 200 },
  submitQuestionnaire: { path: '/api/accounts/questionnaire', body: {}, status: 400 },
  startFreeTrial: { path: '/api/not-an-app/billing/free-trial', status: 404 },
  getUsage: { path: '/api/passkeys/billing/usage', status: 200 },
  searchCustomers: { path: '/api/results/customer?customerRef=CUST', status: 200 },
  getBranding: { path: '/api/branding', status: 200 },
  updateBranding: { path: '/api/branding', body: {}, status: 400 },
  updateDomain: { path: '/api/branding/domain', body: {}, status: 400 },
  listAdmins: { path: '/api/admins', status: 200 },
  updateAdminRole: { path: '/api/admins/adm_probe/role', body: {}, status: 400 },
  removeAdmin: { path: '/api/admins/adm_probe', status: 404 },
  listInvitations: { path: '/api/invitations', status: 200 },
  createInvitation: { path: '/api/invitations', body: {}, status: 400 },
  updateInvitationRole: { path: '/api/invitations/inv_probe/role', body: {}, status: 400 },
  revokeInvitation: { path: '/api/invitations', body: {}, status: 400 },
  getAuditLogPage: { path: '/api/audit-log', status: 200 },
  exportAuditLog: { path: '/api/audit-log/export?timezone=UTC', status: 200 },
  getCustomerLookup: { path: '/api/customer-lookup', status: 200 },
  saveCustomerLookup: { path: '/api/customer-lookup', body: {}, status: 400 },
  removeCustomerLookup: { path: '/api/customer-lookup', status: 200 },
  testCustomerLookup: { path: '/api/customer-lookup/test', body: {}, status: 400 },
  getLogging: { path: '/api/logging', status: 200 },
  saveLogging: { path: '/api/logging', body: {}, status: 400 },
  testLogging: { path: '/api/logging/test', body: {}, status: 400 },
  removeLogging: { path: '/api/logging', body: {}, status: 400 },
  getSms: { path: '/api/sms', status: 200 },
  saveSms: { path: '/api/sms', body: {}, status: 400 },
  removeSms: { path: '/api/sms', status: 200 },
  getSso: { path: '/api/sso', status: 200 },
  saveSso: { path: '/api/sso', body: {}, status: 400 },
  removeSso: { path: '/api/sso', body: {}, status: 400 },
  getDeveloperAccount: { path: '/api/accounts/developer', status: 200 },
  listAccounts: { path: '/api/watch-tower/accounts', status: 200 },
  getAccount: { path: `/api/watch-tower/accounts/${DEMO_ACCOUNT_ID}`, status: 200 },
  updateAppStatus: {
    path: `/api/watch-tower/accounts/${DEMO_ACCOUNT_ID}/apps/passkeys/status`,
    body: {},
    status: 400,
  },
  getAccountStatistics: {
    path: `/api/watch-tower/statistics/account?accountId=${DEMO_ACCOUNT_ID}`,
    status: 200,
  },
  getSummaryStatistics: { path: '/api/watch-tower/statistics/summary', status: 200 },
  startGhostMode: { path: '/api/watch-tower/ghost-mode', body: {}, status: 400 },
  authorizeSso: { path: '/api/sso/oauth/authorize', body: {}, status: 400 },
  completeSsoCallback: { path: '/api/sso/oauth/callback', body: {}, status: 400 },
  completeOAuthCallback: { path: '/api/oauth/google/callback', body: {}, status: 400 },
  authorizeOAuth: { path: '/api/oauth/google/authorize', body: {}, status: 400 },
  authenticateWebex: { path: '/api/webex/authenticate', body: {}, status: 400 },
  authenticateZoom: { path: '/api/zoom/context', body: {}, status: 400 },
  authorizeZoom: { path: '/api/zoom/authorize', body: {}, status: 400 },
  linkZoom: { path: '/api/zoom/link', body: {}, status: 400 },
};
