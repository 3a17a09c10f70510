import type { EndpointName } from '@console/api-client';

/**
 * Who may call each route. A normal session counts as its role (owner, admin or supervisor) plus
 * `root` when the admin is an operator (isRoot); a ghost session counts only as `ghost`.
 * `public` routes need no token (sign-in). The server checks this on every call; hiding a button
 * in the console is convenience.
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

export const PERMISSIONS = {
  // Session. Every role loads its bootstrap and may sign out.
  getBootstrap: SIGNED_IN,
  signOut: SIGNED_IN,
  endGhostMode: ['ghost'],
  // The questionnaire shows to anyone on home who has not onboarded and cannot be dismissed
  // (spec 001 §2), so a supervisor may submit it too.
  submitQuestionnaire: SIGNED_IN,

  // Billing: the trial button and the credit counter are account management (header tools).
  startFreeTrial: MANAGERS,
  getUsage: MANAGERS,

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
  authorizeOAuth: 'public',
  authenticateWebex: 'public',
  authenticateZoom: 'public',
  authorizeZoom: 'public',
  linkZoom: 'public',
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
