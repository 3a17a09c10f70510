import type { HttpHandler } from 'msw';
import { appParam, checkEnterpriseConversion, checkOperatorStatus } from '../../rules/apps';
import { auditEvents } from '../../rules/audit-events';
import { notFound, REFUSALS } from '../../rules/errors';
import { mockRoute } from '../http/mock-route';
import { appendAudit } from '../store/audit-log';
import { accountStatistics, summaryStatistics } from '../store/statistics';
import type { MockAccountState, MockStore } from '../store/types';
import { customerAccountState, watchTowerDetail, watchTowerListItem } from '../store/watch-tower';
import { encodeMockToken } from '../token';

/** A customer account's state, or 404 (the operators' own account is not one). */
function customer(store: MockStore, id: string): MockAccountState {
  const state = customerAccountState(store, id);
  if (!state) throw notFound(REFUSALS.accountNotFound);
  return state;
}

/** Operator calls (the permission gate lets root users only through). */
export function watchTowerHandlers(store: MockStore): HttpHandler[] {
  return [
    /** Every customer account with its active apps, platform and admins, by name. */
    mockRoute(store, 'listAccounts', () =>
      store.watchTowerAccounts.map((record) => watchTowerListItem(customer(store, record.id))),
    ),
    mockRoute(store, 'getAccount', ({ params }) => watchTowerDetail(customer(store, params.id ?? ''))),
    /** Converts an app to enterprise (spec 000 §4); the account's audit log names the operator. */
    mockRoute(store, 'updateAppStatus', ({ params, body, caller }) => {
      const app = appParam(params.app);
      checkOperatorStatus(body.status);
      const state = customer(store, params.accountId ?? '');
      const billing = state.billing[app];
      checkEnterpriseConversion(app, billing.status);
      state.billing[app] = {
        ...billing,
        status: 'enterprise',
        paidSince: billing.paidSince ?? store.now.toISOString().slice(0, 10),
      };
      appendAudit(store, state, caller, auditEvents.convertedToEnterprise(app));
      store.statisticsCache = { summary: null, accounts: {} };
      return { status: 'enterprise' as const };
    }),
    /**
     * A ghost token acting as owner in the account, which never outlives the operator's own session and remembers
     * its end. The account's audit log records who started it.
     */
    mockRoute(store, 'startGhostMode', ({ body, caller }) => {
      const state = customer(store, body.accountId);
      appendAudit(store, state, caller, auditEvents.ghostStarted(caller.admin.email));
      store.sequence += 1;
      const opExp = caller.claims.exp;
      const claims = {
        acc: state.account.id,
        sub: caller.admin.id,
        role: 'owner' as const,
        ghost: true,
        jti: `mock-${store.sequence}`,
      };
      return {
        token: encodeMockToken(opExp === undefined ? claims : { ...claims, opExp, exp: opExp }, store.now),
      };
    }),
    mockRoute(store, 'getSummaryStatistics', () => summaryStatistics(store)),
    mockRoute(store, 'getAccountStatistics', ({ query }) => {
      const statistics = accountStatistics(store, query.accountId);
      if (!statistics) throw notFound(REFUSALS.accountNotFound);
      return statistics;
    }),
  ];
}
