import type { HttpHandler } from 'msw';
import { auditEvents } from '../../rules/audit-events';
import { isStaffEmail } from '../../staff';
import { billingStatuses } from '../store/watch-tower';
import { mockRoute } from '../http/mock-route';
import { appendAudit } from '../store/audit-log';
import type { MockStore } from '../store/types';
import { encodeMockToken } from '../token';

/** The caller's bootstrap, sign-out, leaving ghost mode and the onboarding questionnaire. */
export function sessionHandlers(store: MockStore): HttpHandler[] {
  const revoke = (jti: string | undefined) => {
    if (jti !== undefined) store.revokedTokens.push(jti);
  };
  return [
    /**
     * The signed-in admin with the account's billing and branding. In ghost mode: the operator, as owner of the
     * ghosted account, with that account's billing and branding and isRoot false; isStaff by the actor's e-mail.
     */
    mockRoute(store, 'getBootstrap', ({ caller: { admin, claims }, scope }) => ({
      id: admin.id,
      firstName: admin.firstName,
      lastName: admin.lastName,
      email: admin.email,
      role: claims.ghost ? 'owner' : admin.role,
      isRoot: claims.ghost ? false : admin.isRoot,
      isStaff: isStaffEmail(admin.email),
      account: { id: scope.account.id, hasOnboarded: scope.account.hasOnboarded },
      billing: billingStatuses(scope.billing),
      branding: scope.branding,
    })),
    /** Sign-out ends the token: it is refused until it would have expired. */
    mockRoute(store, 'signOut', ({ caller }) => revoke(caller.claims.jti)),
    /** Leaves ghost mode: the ghost token ends and the operator's own session comes back with its original end. */
    mockRoute(store, 'endGhostMode', ({ caller, scope }) => {
      revoke(caller.claims.jti);
      appendAudit(store, scope, caller, auditEvents.ghostEnded());
      const { admin, claims } = caller;
      const own = { acc: admin.account.id, sub: admin.id, role: admin.role, ghost: false };
      const exp = claims.opExp ?? claims.exp;
      return { token: encodeMockToken(exp === undefined ? own : { ...own, exp }, store.now) };
    }),
    /** Stores the answers and marks the account onboarded; each chosen app is activated separately. */
    mockRoute(store, 'submitQuestionnaire', ({ body, caller, scope }) => {
      scope.questionnaire = body;
      scope.account.hasOnboarded = true;
      appendAudit(store, scope, caller, auditEvents.onboarded());
    }),
  ];
}
