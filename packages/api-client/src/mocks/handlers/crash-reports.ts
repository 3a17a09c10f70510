import type { HttpHandler } from 'msw';
import { WATCH_TOWER_PAGE_SIZE } from '../../crash-reports/schemas';
import { endpoints } from '../../endpoints';
import { resolveCaller, withCaller } from '../http/caller';
import { readBody, readQuery } from '../http/read-body';
import { answer } from '../http/respond';
import { route } from '../http/route';
import { pageAfter } from '../store/page';
import type { MockStore } from '../store/types';

/** Crash reports: public to send (a valid token names the account and admin), listed for operators. */
export function crashReportHandlers(store: MockStore): HttpHandler[] {
  const e = endpoints;
  return [
    route(e.reportError, async ({ request }) => {
      const body = await readBody(request, e.reportError.body);
      if (!body.ok) return body.response;
      const caller = request.headers.has('authorization') ? resolveCaller(store, request) : undefined;
      const known = caller && !(caller instanceof Response) ? caller : undefined;
      store.sequence += 1;
      const id = `err_m${String(store.sequence).padStart(6, '0')}`;
      store.crashReports.unshift({
        id,
        message: body.data.message,
        stack: body.data.stack ?? null,
        url: body.data.url,
        userAgent: body.data.userAgent,
        release: body.data.release ?? null,
        occurredAt: body.data.occurredAt,
        receivedAt: store.now.toISOString(),
        account: known ? { id: store.account.id, name: store.account.name } : null,
        admin: known ? { id: known.admin.id, email: known.admin.email } : null,
      });
      return answer(e.reportError, { id });
    }),
    route(
      e.listCrashReports,
      withCaller(store, ({ request }) => {
        const query = readQuery(request, e.listCrashReports.query);
        if (!query.ok) return query.response;
        return answer(
          e.listCrashReports,
          pageAfter(store.crashReports, query.data.lastKey, WATCH_TOWER_PAGE_SIZE),
        );
      }),
    ),
  ];
}
