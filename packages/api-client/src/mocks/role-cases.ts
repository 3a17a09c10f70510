import type { EndpointName } from '../endpoints';

/** Who calls: no token, each role of the demo account, an operator in their own session, an operator ghosting. */
export const ROLE_CASE_CALLERS = ['none', 'supervisor', 'admin', 'owner', 'root', 'ghost'] as const;
export type RoleCaseCaller = (typeof ROLE_CASE_CALLERS)[number];

/** One harmless request per call: path (under /api, with its query) and a body where the call takes one. */
export interface RoleCaseRequest {
  path: string;
  body?: unknown;
}

export type RoleCase = { request: RoleCaseRequest } & Record<RoleCaseCaller, number>;

/**
 * The role-by-route contract, written out by hand (never computed from PERMISSIONS, so a wrong entry there fails):
 * for every call, the status each caller gets. The same table runs against the MSW mocks and against the reference
 * server, and both must answer it exactly. Requests change nothing: ids that match nothing, an empty body where a
 * body is required (an allowed caller gets 400 VALIDATION_FAILED). A refusal's code follows from its status
 * (ROLE_CASE_CODES).
 */
// prettier-ignore
export const ROLE_CASES: Record<EndpointName, RoleCase> = {
  getBootstrap: { request: { path: '/admins/bootstrap' }, none: 401, supervisor: 200, admin: 200, owner: 200, root: 200, ghost: 200 },
  signOut: { request: { path: '/authentications' }, none: 401, supervisor: 200, admin: 200, owner: 200, root: 200, ghost: 200 },
  endGhostMode: { request: { path: '/ghost-mode' }, none: 401, supervisor: 403, admin: 403, owner: 403, root: 403, ghost: 200 },
  submitQuestionnaire: { request: { path: '/accounts/questionnaire', body: {} }, none: 401, supervisor: 400, admin: 400, owner: 400, root: 400, ghost: 400 },
  startFreeTrial: { request: { path: '/not-an-app/billing/free-trial' }, none: 401, supervisor: 403, admin: 404, owner: 404, root: 404, ghost: 404 },
  getUsage: { request: { path: '/passkeys/billing/usage' }, none: 401, supervisor: 200, admin: 200, owner: 200, root: 200, ghost: 200 },
  searchCustomers: { request: { path: '/results/customer?customerRef=CUST' }, none: 401, supervisor: 403, admin: 200, owner: 200, root: 200, ghost: 200 },
  getBranding: { request: { path: '/branding' }, none: 401, supervisor: 403, admin: 200, owner: 200, root: 200, ghost: 200 },
  updateBranding: { request: { path: '/branding', body: {} }, none: 401, supervisor: 403, admin: 400, owner: 400, root: 400, ghost: 400 },
  updateDomain: { request: { path: '/branding/domain', body: {} }, none: 401, supervisor: 403, admin: 400, owner: 400, root: 400, ghost: 400 },
  listAdmins: { request: { path: '/admins' }, none: 401, supervisor: 403, admin: 200, owner: 200, root: 200, ghost: 200 },
  updateAdminRole: { request: { path: '/admins/adm_probe/role', body: {} }, none: 401, supervisor: 403, admin: 400, owner: 400, root: 400, ghost: 400 },
  removeAdmin: { request: { path: '/admins/adm_probe' }, none: 401, supervisor: 403, admin: 404, owner: 404, root: 404, ghost: 404 },
  listInvitations: { request: { path: '/invitations' }, none: 401, supervisor: 403, admin: 200, owner: 200, root: 200, ghost: 200 },
  createInvitation: { request: { path: '/invitations', body: {} }, none: 401, supervisor: 403, admin: 400, owner: 400, root: 400, ghost: 400 },
  updateInvitationRole: { request: { path: '/invitations/inv_probe/role', body: {} }, none: 401, supervisor: 403, admin: 400, owner: 400, root: 400, ghost: 400 },
  revokeInvitation: { request: { path: '/invitations', body: {} }, none: 401, supervisor: 403, admin: 400, owner: 400, root: 400, ghost: 400 },
  getAuditLogPage: { request: { path: '/audit-log' }, none: 401, supervisor: 403, admin: 200, owner: 200, root: 200, ghost: 200 },
  exportAuditLog: { request: { path: '/audit-log/export?timezone=UTC' }, none: 401, supervisor: 403, admin: 200, owner: 200, root: 200, ghost: 200 },
  getCustomerLookup: { request: { path: '/customer-lookup' }, none: 401, supervisor: 403, admin: 200, owner: 200, root: 200, ghost: 200 },
  saveCustomerLookup: { request: { path: '/customer-lookup', body: {} }, none: 401, supervisor: 403, admin: 400, owner: 400, root: 400, ghost: 400 },
  removeCustomerLookup: { request: { path: '/customer-lookup' }, none: 401, supervisor: 403, admin: 200, owner: 200, root: 200, ghost: 200 },
  testCustomerLookup: { request: { path: '/customer-lookup/test', body: {} }, none: 401, supervisor: 403, admin: 400, owner: 400, root: 400, ghost: 400 },
  getLogging: { request: { path: '/logging' }, none: 401, supervisor: 403, admin: 200, owner: 200, root: 200, ghost: 200 },
  saveLogging: { request: { path: '/logging', body: {} }, none: 401, supervisor: 403, admin: 400, owner: 400, root: 400, ghost: 400 },
  testLogging: { request: { path: '/logging/test', body: {} }, none: 401, supervisor: 403, admin: 400, owner: 400, root: 400, ghost: 400 },
  removeLogging: { request: { path: '/logging', body: {} }, none: 401, supervisor: 403, admin: 400, owner: 400, root: 400, ghost: 400 },
  getSms: { request: { path: '/sms' }, none: 401, supervisor: 403, admin: 200, owner: 200, root: 200, ghost: 200 },
  saveSms: { request: { path: '/sms', body: {} }, none: 401, supervisor: 403, admin: 400, owner: 400, root: 400, ghost: 400 },
  removeSms: { request: { path: '/sms' }, none: 401, supervisor: 403, admin: 200, owner: 200, root: 200, ghost: 200 },
  getSso: { request: { path: '/sso' }, none: 401, supervisor: 403, admin: 200, owner: 200, root: 200, ghost: 200 },
  saveSso: { request: { path: '/sso', body: {} }, none: 401, supervisor: 403, admin: 400, owner: 400, root: 400, ghost: 400 },
  removeSso: { request: { path: '/sso', body: {} }, none: 401, supervisor: 403, admin: 400, owner: 400, root: 400, ghost: 400 },
  getDeveloperAccount: { request: { path: '/accounts/developer' }, none: 401, supervisor: 403, admin: 200, owner: 200, root: 200, ghost: 200 },
  listAccounts: { request: { path: '/watch-tower/accounts' }, none: 401, supervisor: 403, admin: 403, owner: 403, root: 200, ghost: 403 },
  getAccount: { request: { path: '/watch-tower/accounts/acc_probe' }, none: 401, supervisor: 403, admin: 403, owner: 403, root: 404, ghost: 403 },
  updateAppStatus: { request: { path: '/watch-tower/accounts/acc_probe/apps/passkeys/status', body: {} }, none: 401, supervisor: 403, admin: 403, owner: 403, root: 400, ghost: 403 },
  getAccountStatistics: { request: { path: '/watch-tower/statistics/account?accountId=acc_probe' }, none: 401, supervisor: 403, admin: 403, owner: 403, root: 404, ghost: 403 },
  getSummaryStatistics: { request: { path: '/watch-tower/statistics/summary' }, none: 401, supervisor: 403, admin: 403, owner: 403, root: 200, ghost: 403 },
  startGhostMode: { request: { path: '/watch-tower/ghost-mode', body: {} }, none: 401, supervisor: 403, admin: 403, owner: 403, root: 400, ghost: 403 },
  authorizeSso: { request: { path: '/sso/oauth/authorize', body: {} }, none: 400, supervisor: 400, admin: 400, owner: 400, root: 400, ghost: 400 },
  completeSsoCallback: { request: { path: '/sso/oauth/callback', body: {} }, none: 400, supervisor: 400, admin: 400, owner: 400, root: 400, ghost: 400 },
  completeOAuthCallback: { request: { path: '/oauth/google/callback', body: {} }, none: 400, supervisor: 400, admin: 400, owner: 400, root: 400, ghost: 400 },
  authenticateWebex: { request: { path: '/webex/authenticate', body: {} }, none: 400, supervisor: 400, admin: 400, owner: 400, root: 400, ghost: 400 },
  authenticateZoom: { request: { path: '/zoom/context', body: {} }, none: 400, supervisor: 400, admin: 400, owner: 400, root: 400, ghost: 400 },
  removeDomain: { request: { path: '/branding/domain' }, none: 401, supervisor: 403, admin: 200, owner: 200, root: 200, ghost: 200 },
  getSsoDomain: { request: { path: '/sso/domain' }, none: 401, supervisor: 403, admin: 200, owner: 200, root: 200, ghost: 200 },
  verifySsoDomain: { request: { path: '/sso/domain/verify' }, none: 401, supervisor: 403, admin: 404, owner: 404, root: 404, ghost: 404 },
  acceptInvitation: { request: { path: '/invitations/accept', body: {} }, none: 400, supervisor: 400, admin: 400, owner: 400, root: 400, ghost: 400 },
  reportError: { request: { path: '/errors', body: {} }, none: 400, supervisor: 400, admin: 400, owner: 400, root: 400, ghost: 400 },
  createSupportTicket: { request: { path: '/support/tickets', body: {} }, none: 401, supervisor: 400, admin: 400, owner: 400, root: 400, ghost: 403 },
  listCrashReports: { request: { path: '/watch-tower/errors' }, none: 401, supervisor: 403, admin: 403, owner: 403, root: 200, ghost: 403 },
  listSupportTickets: { request: { path: '/watch-tower/support-tickets' }, none: 401, supervisor: 403, admin: 403, owner: 403, root: 200, ghost: 403 },
  authorizeOAuth: { request: { path: '/oauth/google/authorize', body: {} }, none: 400, supervisor: 400, admin: 400, owner: 400, root: 400, ghost: 400 },
  authorizeZoom: { request: { path: '/zoom/authorize', body: {} }, none: 400, supervisor: 400, admin: 400, owner: 400, root: 400, ghost: 400 },
  linkZoom: { request: { path: '/zoom/link', body: {} }, none: 400, supervisor: 400, admin: 400, owner: 400, root: 400, ghost: 400 },
  // The apps' shared pages. Requests change nothing: reset and rotate carry a body they refuse (400, this call takes
  // no body), the cancel names no app (404), ids match nothing (404).
  getStatisticsSummary: { request: { path: '/passkeys/statistics/summary?range=30' }, none: 401, supervisor: 200, admin: 200, owner: 200, root: 200, ghost: 200 },
  exportSessions: { request: { path: '/passkeys/sessions/export?timezone=UTC' }, none: 401, supervisor: 200, admin: 200, owner: 200, root: 200, ghost: 200 },
  listSessions: { request: { path: '/passkeys/sessions?limit=10' }, none: 401, supervisor: 200, admin: 200, owner: 200, root: 200, ghost: 200 },
  getSession: { request: { path: '/passkeys/sessions/ses_probe' }, none: 401, supervisor: 404, admin: 404, owner: 404, root: 404, ghost: 404 },
  getGeneralSettings: { request: { path: '/passkeys/settings/general' }, none: 401, supervisor: 403, admin: 200, owner: 200, root: 200, ghost: 200 },
  saveGeneralSettings: { request: { path: '/passkeys/settings/general', body: {} }, none: 401, supervisor: 403, admin: 400, owner: 400, root: 400, ghost: 400 },
  getSmsContent: { request: { path: '/passkeys/settings/sms-content' }, none: 401, supervisor: 403, admin: 200, owner: 200, root: 200, ghost: 200 },
  saveSmsContent: { request: { path: '/passkeys/settings/sms-content', body: {} }, none: 401, supervisor: 403, admin: 400, owner: 400, root: 400, ghost: 400 },
  resetSmsContent: { request: { path: '/passkeys/settings/sms-content', body: { probe: true } }, none: 401, supervisor: 403, admin: 400, owner: 400, root: 400, ghost: 400 },
  listBillingPlans: { request: { path: '/passkeys/billing/plans' }, none: 401, supervisor: 403, admin: 200, owner: 200, root: 200, ghost: 200 },
  cancelSubscription: { request: { path: '/not-an-app/billing/cancel' }, none: 401, supervisor: 403, admin: 404, owner: 404, root: 404, ghost: 404 },
  listWebhookEndpoints: { request: { path: '/passkeys/webhooks' }, none: 401, supervisor: 403, admin: 200, owner: 200, root: 200, ghost: 200 },
  addWebhookEndpoint: { request: { path: '/passkeys/webhooks', body: {} }, none: 401, supervisor: 403, admin: 400, owner: 400, root: 400, ghost: 400 },
  updateWebhookEndpoint: { request: { path: '/passkeys/webhooks/whe_probe', body: {} }, none: 401, supervisor: 403, admin: 400, owner: 400, root: 400, ghost: 400 },
  deleteWebhookEndpoint: { request: { path: '/passkeys/webhooks/whe_probe' }, none: 401, supervisor: 403, admin: 404, owner: 404, root: 404, ghost: 404 },
  sendWebhookTest: { request: { path: '/passkeys/webhooks/whe_probe/test', body: {} }, none: 401, supervisor: 403, admin: 400, owner: 400, root: 400, ghost: 400 },
  listWebhookDeliveries: { request: { path: '/passkeys/webhooks/whe_probe/deliveries' }, none: 401, supervisor: 403, admin: 404, owner: 404, root: 404, ghost: 404 },
  retryWebhookDelivery: { request: { path: '/passkeys/webhooks/deliveries/whd_probe/retry' }, none: 401, supervisor: 403, admin: 404, owner: 404, root: 404, ghost: 404 },
  getWebhookSecret: { request: { path: '/webhooks/secret' }, none: 401, supervisor: 403, admin: 200, owner: 200, root: 200, ghost: 200 },
  rotateWebhookSecret: { request: { path: '/webhooks/secret/rotate', body: { probe: true } }, none: 401, supervisor: 403, admin: 400, owner: 400, root: 400, ghost: 400 },
  // Each app's own objects (apps.md §3): owner and admins only; the revoke's id matches nothing (404).
  listPasskeyEnrollments: { request: { path: '/passkeys/enrollments?limit=10' }, none: 401, supervisor: 403, admin: 200, owner: 200, root: 200, ghost: 200 },
  revokePasskeyEnrollment: { request: { path: '/passkeys/enrollments/pk_probe' }, none: 401, supervisor: 403, admin: 404, owner: 404, root: 404, ghost: 404 },
  listProducts: { request: { path: '/payments/products?limit=10' }, none: 401, supervisor: 403, admin: 200, owner: 200, root: 200, ghost: 200 },
  addProduct: { request: { path: '/payments/products', body: {} }, none: 401, supervisor: 403, admin: 400, owner: 400, root: 400, ghost: 400 },
  updateProduct: { request: { path: '/payments/products/prod_probe', body: { status: 'archived' } }, none: 401, supervisor: 403, admin: 404, owner: 404, root: 404, ghost: 404 },
  deleteProduct: { request: { path: '/payments/products/prod_probe' }, none: 401, supervisor: 403, admin: 404, owner: 404, root: 404, ghost: 404 },
  refundPayment: { request: { path: '/payments/payments/ses_probe/refunds', body: { amount: 100, reason: 'duplicate' } }, none: 401, supervisor: 403, admin: 404, owner: 404, root: 404, ghost: 404 },
  // Settings › Storage (apps.md §3.3): owner and admins; disconnecting nothing changes nothing (200).
  getStorage: { request: { path: '/document-signature/settings/storage' }, none: 401, supervisor: 403, admin: 200, owner: 200, root: 200, ghost: 200 },
  saveStorage: { request: { path: '/document-signature/settings/storage', body: {} }, none: 401, supervisor: 403, admin: 400, owner: 400, root: 400, ghost: 400 },
  testStorage: { request: { path: '/document-signature/settings/storage/test', body: {} }, none: 401, supervisor: 403, admin: 400, owner: 400, root: 400, ghost: 400 },
  removeStorage: { request: { path: '/document-signature/settings/storage' }, none: 401, supervisor: 403, admin: 200, owner: 200, root: 200, ghost: 200 },
  // Payments › Card Payment Provider (apps.md §3.5): owner and admins; disconnecting nothing is an empty 200.
  getPaymentProvider: { request: { path: '/payments/provider' }, none: 401, supervisor: 403, admin: 200, owner: 200, root: 200, ghost: 200 },
  connectStripe: { request: { path: '/payments/provider/connect', body: {} }, none: 401, supervisor: 403, admin: 400, owner: 400, root: 400, ghost: 400 },
  completeStripeCallback: { request: { path: '/payments/provider/callback', body: {} }, none: 401, supervisor: 403, admin: 400, owner: 400, root: 400, ghost: 400 },
  testPaymentProvider: { request: { path: '/payments/provider/test', body: {} }, none: 401, supervisor: 403, admin: 400, owner: 400, root: 400, ghost: 400 },
  savePaymentProvider: { request: { path: '/payments/provider', body: {} }, none: 401, supervisor: 403, admin: 400, owner: 400, root: 400, ghost: 400 },
  disconnectPaymentProvider: { request: { path: '/payments/provider' }, none: 401, supervisor: 403, admin: 200, owner: 200, root: 200, ghost: 200 },
  // Document signature › Documents: the upload's JSON body is no PDF (400); unknown ids are 404.
  uploadDocumentPdf: { request: { path: '/document-signature/uploads', body: {} }, none: 401, supervisor: 403, admin: 400, owner: 400, root: 400, ghost: 400 },
  createDocument: { request: { path: '/document-signature/documents', body: {} }, none: 401, supervisor: 403, admin: 400, owner: 400, root: 400, ghost: 400 },
  listDocuments: { request: { path: '/document-signature/documents?limit=10' }, none: 401, supervisor: 403, admin: 200, owner: 200, root: 200, ghost: 200 },
  getDocument: { request: { path: '/document-signature/documents/doc_probe' }, none: 401, supervisor: 403, admin: 404, owner: 404, root: 404, ghost: 404 },
  getDocumentVersion: { request: { path: '/document-signature/documents/doc_probe/versions/1' }, none: 401, supervisor: 403, admin: 404, owner: 404, root: 404, ghost: 404 },
  getDocumentVersionFile: { request: { path: '/document-signature/documents/doc_probe/versions/1/file' }, none: 401, supervisor: 403, admin: 404, owner: 404, root: 404, ghost: 404 },
  addDocumentVersion: { request: { path: '/document-signature/documents/doc_probe/versions', body: {} }, none: 401, supervisor: 403, admin: 400, owner: 400, root: 400, ghost: 400 },
  updateDocument: { request: { path: '/document-signature/documents/doc_probe', body: { archived: true } }, none: 401, supervisor: 403, admin: 404, owner: 404, root: 404, ghost: 404 },
  listDocumentHistory: { request: { path: '/document-signature/documents/doc_probe/history' }, none: 401, supervisor: 403, admin: 404, owner: 404, root: 404, ghost: 404 },
};

/** The code a refusal of the table carries, by status (both sides send `{ statusCode, error, message }`). */
export const ROLE_CASE_CODES: Record<number, string> = {
  400: 'VALIDATION_FAILED',
  401: 'UNAUTHENTICATED',
  403: 'FORBIDDEN',
  404: 'NOT_FOUND',
};
