import { HttpError, REFUSALS } from '../http/errors';
import { route } from '../http/route';
import { listSessionPage, statisticsSummaryFromDaily } from '../sessions/session-queries';
import { findSession, sessionWithEvents } from '../sessions/session-store';
import { appParam } from './app-param';

/**
 * The apps' dashboards and activity lists (apps.md §2.1, §2.2) over the sessions the public API creates
 * (routes/public-api.ts) and the customer's steps move (sessions/session-store.ts). Every query is scoped to the
 * signed-in account and the path's app.
 */
export const appSessionRoutes = [
  /** KPI cards, the chart and the period before, from the daily aggregates (session-queries.ts). */
  route('getStatisticsSummary', async ({ session, params, query, deps: { db, config, clock } }) => {
    const app = appParam(params.app, session, config);
    return statisticsSummaryFromDaily(db, session.accountId, app, clock.now(), query.range);
  }),

  /** One page: x-count is every row of the filters, x-last-key the next page's cursor (absent on the last). */
  route('listSessions', async ({ c, session, params, query, deps: { db, config } }) => {
    const app = appParam(params.app, session, config);
    const page = await listSessionPage(db, session.accountId, app, query);
    c.header('x-count', String(page.count));
    if (page.lastKey !== null) c.header('x-last-key', page.lastKey);
    return page.items;
  }),

  /** The drawer: the session and its timeline, oldest event first. */
  route('getSession', async ({ session, params, deps: { db, config } }) => {
    const app = appParam(params.app, session, config);
    const row = await findSession(db, params.id ?? '', session.accountId);
    if (row?.app !== app) throw new HttpError('NOT_FOUND', REFUSALS.sessionNotFound);
    return sessionWithEvents(db, row);
  }),
];
