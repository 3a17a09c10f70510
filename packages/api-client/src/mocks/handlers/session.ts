import type { HttpHandler } from 'msw';
import { endpoints } from '../../endpoints';
import { AUTH_ERRORS } from '../../permissions';
import { isStaffEmail } from '../../staff';
import type { Bootstrap } from '../../session/schemas';
import type { Caller } from '../http/caller';
import { withCaller } from '../http/caller';
import { answer, apiError, emptyAnswer } from '../http/respond';
import { route } from '../http/route';
import type { MockStore } from '../store/types';
import {
  billingStatuses,
  demoAppStatuses,
  findWatchTowerAccount,
  toAdmin,
  watchTowerDetail,
} from '../store/views';
import { encodeMockToken } from '../token';

/**
 * The caller's bootstrap. When an operator ghosts another Watch Tower account, the answer is the
 * operator in that account, with its app statuses and its name as branding (the mock keeps the
 * full data of the demo account only).
 */
function bootstrap(store: MockStore, { claims, admin }: Caller): Bootstrap | undefined {
  // As the server: a ghost is not root (Watch Tower refuses ghost tokens); staff by the provider's e-mail domain.
  const self = {
    ...toAdmin(store, admin),
    isRoot: admin.isRoot && !claims.ghost,
    isStaff: isStaffEmail(admin.email),
  };
  if (claims.acc === store.account.id) {
    const billing = billingStatuses(demoAppStatuses(store));
    return { ...self, role: claims.ghost ? claims.role : admin.role, billing, branding: store.branding };
  }
  const record = findWatchTowerAccount(store, claims.acc);
  if (!record) return undefined;
  return {
    ...self,
    role: claims.role,
    account: { id: record.id, hasOnboarded: true },
    billing: billingStatuses(record.apps),
    branding: {
      name: watchTowerDetail(store, record).account.name,
      logo: null,
      color: null,
      domain: null,
      domainIsVerified: false,
    },
  };
}

export function sessionHandlers(store: MockStore): HttpHandler[] {
  return [
    route(
      endpoints.getBootstrap,
      withCaller(store, ({ caller }) => {
        const body = bootstrap(store, caller);
        return body
          ? answer(endpoints.getBootstrap, body)
          : apiError(401, AUTH_ERRORS.endedSession.code, AUTH_ERRORS.endedSession.message);
      }),
    ),
    // Tokens are stateless: signing out changes nothing on the server side.
    route(endpoints.signOut, () => emptyAnswer(endpoints.signOut)),
    route(
      endpoints.endGhostMode,
      withCaller(store, ({ caller: { admin, claims: ghost } }) => {
        // The operator's own session comes back with its original end, as the server does.
        const exp = ghost.opExp ?? ghost.exp;
        const claims = { acc: admin.account.id, sub: admin.id, role: admin.role, ghost: false };
        return answer(endpoints.endGhostMode, {
          token: encodeMockToken(exp === undefined ? claims : { ...claims, exp }, store.now),
        });
      }),
    ),
  ];
}
