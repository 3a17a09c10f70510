import type { EndpointName } from './endpoints';
import { ERROR_MESSAGES, REFUSALS } from './rules/errors';

/**
 * Who may call each endpoint: the one table the reference server and the MSW mocks both enforce. A normal
 * session counts as its role (owner, admin or supervisor) plus `root` when the admin is an operator (isRoot); a
 * ghost session counts only as `ghost`. `public` calls need no token (sign-in). Hiding a button in the console is
 * convenience; this table is the gate.
 */
export type Principal = 'supervisor' | 'admin' | 'owner' | 'root' | 'ghost';
export type Access = 'public' | readonly Principal[];

/** Everyone signed in, ghost included. */
const SIGNED_IN = ['supervisor', 'admin', 'owner', 'ghost'] as const;
/**
 * The account's managers: spec 000 §6 gives header tools and settings to admin and owner only.
 * Ghost acts with the owner's rights in the ghosted account (the operator supports the customer).
 */
const MANAGERS = ['admin', 'owner', 'ghost'] as const;
/** Operators in their own session. Ghost tokens are refused: unghost first (least privilege). */
const OPERATORS = ['root'] as const;

/**
 * What a supervisor's pages read (spec 000 §6 gives them no header tools and no Configuration, Documents or Forms
 * tabs): their bootstrap (home, the apps' tabs), sign-out, the questionnaire, and each app's dashboard, whose Usage
 * card reads GET /{app}/billing/usage. Nothing else: no trial, no search, no settings.
 */
export const PERMISSIONS = {
  // Session. Every role loads its bootstrap and may sign out.
  getBootstrap: SIGNED_IN,
  signOut: SIGNED_IN,
  endGhostMode: ['ghost'],
  // The questionnaire shows to anyone on home who has not onboarded and cannot be dismissed
  // (spec 001 §2), so a supervisor may submit it too.
  submitQuestionnaire: SIGNED_IN,

  // Billing: starting a trial is account management; an app's dashboard (every role opens it) shows its usage.
  startFreeTrial: MANAGERS,
  getUsage: SIGNED_IN,

  // Global customer search is a header tool: admin and owner only (spec 000 §2, §6).
  searchCustomers: MANAGERS,

  // Settings area: admin role required (spec 000 §6, 001 §2, §6); an owner passes every guard.
  getBranding: MANAGERS,
  updateBranding: MANAGERS,
  updateDomain: MANAGERS,
  listAdmins: MANAGERS,
  updateAdminRole: MANAGERS,
  removeAdmin: MANAGERS,
  listInvitations: MANAGERS,
  createInvitation: MANAGERS,
  updateInvitationRole: MANAGERS,
  revokeInvitation: MANAGERS,
  getAuditLogPage: MANAGERS,
  exportAuditLog: MANAGERS,
  getCustomerLookup: MANAGERS,
  saveCustomerLookup: MANAGERS,
  removeCustomerLookup: MANAGERS,
  testCustomerLookup: MANAGERS,
  getLogging: MANAGERS,
  saveLogging: MANAGERS,
  testLogging: MANAGERS,
  removeLogging: MANAGERS,
  getSms: MANAGERS,
  saveSms: MANAGERS,
  removeSms: MANAGERS,
  getSso: MANAGERS,
  saveSso: MANAGERS,
  removeSso: MANAGERS,
  getDeveloperAccount: MANAGERS,

  // Watch Tower, ghosting and conversion to enterprise: root users only (spec 000 §6).
  listAccounts: OPERATORS,
  getAccount: OPERATORS,
  updateAppStatus: OPERATORS,
  getAccountStatistics: OPERATORS,
  getSummaryStatistics: OPERATORS,
  startGhostMode: OPERATORS,

  // Sign-in needs no session.
  authorizeSso: 'public',
  completeSsoCallback: 'public',
  completeOAuthCallback: 'public',
  authenticateWebex: 'public',
  authenticateZoom: 'public',

  // The branded domain's removal: settings, like its setup.
  removeDomain: MANAGERS,
  // The SSO domain proof is part of the SSO settings.
  getSsoDomain: MANAGERS,
  verifySsoDomain: MANAGERS,

  // An invitation link proves the address it was mailed to: accepting it signs the person in.
  acceptInvitation: 'public',
  // Crashes are reported before sign-in too; a valid token, when sent, names the account and admin.
  reportError: 'public',
  // Support is for the account's own people; a ghosting operator is not the customer.
  createSupportTicket: ['supervisor', 'admin', 'owner'],
  listCrashReports: OPERATORS,
  listSupportTickets: OPERATORS,

  // Sign-in starts and the Zoom link need no session: each carries its own one-time state.
  authorizeOAuth: 'public',
  authorizeZoom: 'public',
  linkZoom: 'public',

  // The apps' shared pages (apps.md §0, §2): every role sees the dashboard and the activity list (and exports it);
  // only owner and admin open Pricing, Billing and settings (General, SMS content, Webhooks and the signing secret).
  getStatisticsSummary: SIGNED_IN,
  exportSessions: SIGNED_IN,
  listSessions: SIGNED_IN,
  getSession: SIGNED_IN,
  getGeneralSettings: MANAGERS,
  saveGeneralSettings: MANAGERS,
  getSmsContent: MANAGERS,
  saveSmsContent: MANAGERS,
  resetSmsContent: MANAGERS,
  listBillingPlans: MANAGERS,
  cancelSubscription: MANAGERS,
  listWebhookEndpoints: MANAGERS,
  addWebhookEndpoint: MANAGERS,
  updateWebhookEndpoint: MANAGERS,
  deleteWebhookEndpoint: MANAGERS,
  sendWebhookTest: MANAGERS,
  listWebhookDeliveries: MANAGERS,
  retryWebhookDelivery: MANAGERS,
  getWebhookSecret: MANAGERS,
  rotateWebhookSecret: MANAGERS,

  // Each app's own objects (apps.md §0, §3): Enrollments, Documents, Forms and the Product Catalog are owner and
  // admin pages; a supervisor is redirected to the app root.
  listPasskeyEnrollments: MANAGERS,
  revokePasskeyEnrollment: MANAGERS,
  listProducts: MANAGERS,
  addProduct: MANAGERS,
  updateProduct: MANAGERS,
  deleteProduct: MANAGERS,
  // Payments › Refund in the session drawer (apps.md §3.5): owner and admin.
  refundPayment: MANAGERS,
  // Payments › Settings › Card Payment Provider (apps.md §3.5): a settings page, owner and admins.
  getPaymentProvider: MANAGERS,
  connectStripe: MANAGERS,
  completeStripeCallback: MANAGERS,
  testPaymentProvider: MANAGERS,
  savePaymentProvider: MANAGERS,
  disconnectPaymentProvider: MANAGERS,
  // Document signature › Documents (apps.md §3.3).
  uploadDocumentPdf: MANAGERS,
  createDocument: MANAGERS,
  listDocuments: MANAGERS,
  getDocument: MANAGERS,
  getDocumentVersion: MANAGERS,
  getDocumentVersionFile: MANAGERS,
  addDocumentVersion: MANAGERS,
  updateDocument: MANAGERS,
  listDocumentHistory: MANAGERS,
  // Settings › Storage (apps.md §3.3, §3.7): a settings page, owner and admins.
  getStorage: MANAGERS,
  saveStorage: MANAGERS,
  testStorage: MANAGERS,
  removeStorage: MANAGERS,
} as const satisfies Record<EndpointName, Access>;

/** The principals a session counts as. */
export function principalsOf(session: { role: string; isRoot: boolean; ghost: boolean }): Principal[] {
  if (session.ghost) return ['ghost'];
  const role = session.role as Principal;
  return session.isRoot ? [role, 'root'] : [role];
}

export function isAllowed(access: Access, principals: readonly Principal[]): boolean {
  return access === 'public' || principals.some((principal) => access.includes(principal));
}

/** The refusals both the server and the mocks answer, as `{ statusCode, error, message }`. */
export const AUTH_ERRORS = {
  missingToken: { status: 401, code: 'UNAUTHENTICATED', message: REFUSALS.missingToken },
  invalidToken: { status: 401, code: 'UNAUTHENTICATED', message: REFUSALS.invalidToken },
  endedSession: { status: 401, code: 'UNAUTHENTICATED', message: REFUSALS.endedSession },
  expiredToken: { status: 401, code: 'JWT_EXPIRED', message: ERROR_MESSAGES.JWT_EXPIRED },
  forbidden: { status: 403, code: 'FORBIDDEN', message: ERROR_MESSAGES.FORBIDDEN },
} as const;
