import type { HttpHandler } from 'msw';
import { WATCH_TOWER_PAGE_SIZE } from '../../crash-reports/schemas';
import { Refusal } from '../../rules/errors';
import { pageBySeq } from '../../rules/paging';
import type { Caller } from '../http/caller';
import { resolveCaller } from '../http/caller';
import { mockRoute } from '../http/mock-route';
import { accountState } from '../store/accounts';
import type { MockStore } from '../store/types';

/** The caller a crash report's token names, or none (a report before sign-in or with an ended session is kept too). */
function reporter(store: MockStore, request: Request): Caller | undefined {
  if (!request.headers.has('authorization')) return undefined;
  try {
    return resolveCaller(store, request);
  } catch (error) {
    if (error instanceof Refusal) return undefined;
    throw error;
  }
}

/** Crash reports: public to send (a valid token names the account and admin), listed for operators. */
export function crashReportHandlers(store: MockStore): HttpHandler[] {
  return [
    mockRoute(store, 'reportError', ({ request, body }) => {
      const known = reporter(store, request);
      const account = known && accountState(store, known.accountId)?.account;
      store.sequence += 1;
      const id = `err_m${String(store.sequence).padStart(6, '0')}`;
      store.crashReports.unshift({
        id,
        message: body.message,
        stack: body.stack ?? null,
        url: body.url,
        userAgent: body.userAgent,
        release: body.release ?? null,
        occurredAt: body.occurredAt,
        receivedAt: store.now.toISOString(),
        account: account ? { id: account.id, name: account.name } : null,
        admin: known ? { id: known.admin.id, email: known.admin.email } : null,
      });
      return { id };
    }),
    /** Every crash report, newest first, 25 a page; the cursor is the report's number (the oldest is 1). */
    mockRoute(store, 'listCrashReports', ({ query }) => {
      const { crashReports } = store;
      const numbered = crashReports.map((report, index) => ({ report, seq: crashReports.length - index }));
      const { page, lastKey } = pageBySeq(numbered, query.lastKey, WATCH_TOWER_PAGE_SIZE);
      return { items: page.map(({ report }) => report), total: crashReports.length, lastKey };
    }),
  ];
}
