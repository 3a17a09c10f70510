import type { HttpHandler } from 'msw';
import { HttpResponse } from 'msw';
import { PAGE_COUNT_HEADER, PAGE_LAST_KEY_HEADER } from '../../client/paged';
import { isTimeZone } from '../../rules/audit-csv';
import { invalid, notFound, refusalText, REFUSALS } from '../../rules/errors';
import { checkSessionExportSize, sessionCsv, sessionCsvFileName } from '../../rules/session-csv';
import { filterSessions, pageSessions } from '../../rules/session-search';
import { collectsMoney, statisticsSummary } from '../../rules/statistics-summary';
import { callerApp } from '../http/app-param';
import { mockRoute } from '../http/mock-route';
import { appSessionsOf } from '../store/apps';
import type { MockStore } from '../store/types';

/**
 * The dashboard and the activity list (apps.md §2.1, §2.2) over the store's sessions (seed/app-sessions.ts), with
 * the shared rules the server runs in SQL: rules/statistics-summary, rules/session-search, rules/session-csv.
 */
export function appSessionHandlers(store: MockStore): HttpHandler[] {
  return [
    mockRoute(store, 'getStatisticsSummary', ({ params, query, caller, scope }) => {
      const id = callerApp(params.app, caller);
      return statisticsSummary(appSessionsOf(store, scope, id), store.now, query.range, collectsMoney(id));
    }),
    /** Registered before getSession, so `/sessions/export` is not read as a session id. */
    mockRoute(store, 'exportSessions', ({ params, query, caller, scope }) => {
      const id = callerApp(params.app, caller);
      if (!isTimeZone(query.timezone)) throw invalid(refusalText.unknownTimeZone(query.timezone));
      const rows = filterSessions(appSessionsOf(store, scope, id), query);
      checkSessionExportSize(rows.length);
      return HttpResponse.text(sessionCsv(rows, query.timezone), {
        headers: {
          'content-type': 'text/csv; charset=utf-8',
          'content-disposition': `attachment; filename="${sessionCsvFileName(id, store.now, query.timezone)}"`,
        },
      });
    }),
    mockRoute(store, 'listSessions', ({ params, query, caller, scope, headers }) => {
      const id = callerApp(params.app, caller);
      const rows = filterSessions(appSessionsOf(store, scope, id), query);
      const page = pageSessions(rows, query);
      headers.set(PAGE_COUNT_HEADER, String(page.count));
      if (page.lastKey !== null) headers.set(PAGE_LAST_KEY_HEADER, page.lastKey);
      return page.items;
    }),
    mockRoute(store, 'getSession', ({ params, caller, scope }) => {
      const id = callerApp(params.app, caller);
      const session = appSessionsOf(store, scope, id).find((row) => row.id === params.id);
      if (!session) throw notFound(REFUSALS.sessionNotFound);
      return session;
    }),
  ];
}
