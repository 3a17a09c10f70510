import type { HttpHandler } from 'msw';
import { appIdSchema, getApp } from '../../apps';
import { APP_STATUS_LABELS } from '../../billing/schemas';
import { endpoints } from '../../endpoints';
import { actorOf, withCaller } from '../http/caller';
import { readBody, readQuery } from '../http/read-body';
import { answer, notFound } from '../http/respond';
import { route } from '../http/route';
import { appendAudit } from '../store/audit-log';
import { accountStatistics, summaryStatistics } from '../store/statistics';
import type { MockStore } from '../store/types';
import { findWatchTowerAccount, watchTowerDetail, watchTowerListItem } from '../store/views';
import { encodeMockToken } from '../token';

/** Operator calls. Like every mock, they do not check isRoot: the reference server is the gate. */
export function watchTowerHandlers(store: MockStore): HttpHandler[] {
  const e = endpoints;
  return [
    route(
      e.listAccounts,
      withCaller(store, () =>
        answer(
          e.listAccounts,
          store.watchTowerAccounts.map((account) => watchTowerListItem(store, account)),
        ),
      ),
    ),
    route(
      e.getAccount,
      withCaller(store, ({ params }) => {
        const account = findWatchTowerAccount(store, String(params.id));
        return account ? answer(e.getAccount, watchTowerDetail(store, account)) : notFound('Account');
      }),
    ),
    /** Sets the status sent (the console sends enterprise); the demo account's billing follows. */
    route(
      e.updateAppStatus,
      withCaller(store, async ({ request, params, caller }) => {
        const body = await readBody(request, e.updateAppStatus.body);
        if (!body.ok) return body.response;
        const account = findWatchTowerAccount(store, String(params.accountId));
        const app = appIdSchema.safeParse(params.app);
        if (!account || !app.success) return notFound(account ? 'App' : 'Account');
        const { status } = body.data;
        account.apps[app.data] = status;
        if (account.id === store.account.id) {
          store.billing[app.data].status = status;
          appendAudit(store, actorOf(caller), {
            event: 'billing.status-updated',
            namespace: app.data,
            description: `Changed ${getApp(app.data).title} to ${APP_STATUS_LABELS[status]}`,
          });
        }
        return answer(e.updateAppStatus, { status });
      }),
    ),
    route(
      e.startGhostMode,
      withCaller(store, async ({ request, caller }) => {
        const body = await readBody(request, e.startGhostMode.body);
        if (!body.ok) return body.response;
        const account = findWatchTowerAccount(store, body.data.accountId);
        if (!account) return notFound('Account');
        // As the server: the ghost token never outlives the operator's session, and remembers its end.
        const opExp = caller.claims.exp;
        const claims = { acc: account.id, sub: caller.admin.id, role: 'owner' as const, ghost: true };
        const bounded = opExp === undefined ? claims : { ...claims, opExp, exp: opExp };
        return answer(e.startGhostMode, { token: encodeMockToken(bounded, store.now) });
      }),
    ),
    route(
      e.getSummaryStatistics,
      withCaller(store, () => answer(e.getSummaryStatistics, summaryStatistics(store))),
    ),
    route(
      e.getAccountStatistics,
      withCaller(store, ({ request }) => {
        const query = readQuery(request, e.getAccountStatistics.query);
        if (!query.ok) return query.response;
        const statistics = accountStatistics(store, query.data.accountId);
        return statistics ? answer(e.getAccountStatistics, statistics) : notFound('Account');
      }),
    ),
  ];
}
