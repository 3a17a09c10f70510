import type { HttpHandler } from 'msw';
import { HttpResponse } from 'msw';
import { AUDIT_LOG_COUNT_HEADER, AUDIT_LOG_LAST_KEY_HEADER } from '../../audit-log/get-audit-log-page';
import { AUDIT_LOG_PAGE_SIZE } from '../../audit-log/schemas';
import { auditLogCsv, isTimeZone } from '../../rules/audit-csv';
import { invalid, refusalText } from '../../rules/errors';
import { pageBySeq } from '../../rules/paging';
import { mockRoute } from '../http/mock-route';
import type { MockAuditEntry, MockStore } from '../store/types';

const toEntry = ({ seq: _seq, ...entry }: MockAuditEntry) => entry;

export function auditLogHandlers(store: MockStore): HttpHandler[] {
  return [
    /** 25 entries a page, newest first; x-count is the account's total, x-last-key the next page's cursor. */
    mockRoute(store, 'getAuditLogPage', ({ query, scope, headers }) => {
      const { page, lastKey } = pageBySeq(scope.auditLog, query.lastKey, AUDIT_LOG_PAGE_SIZE);
      headers.set(AUDIT_LOG_COUNT_HEADER, String(scope.auditLog.length));
      if (lastKey !== null) headers.set(AUDIT_LOG_LAST_KEY_HEADER, lastKey);
      return page.map(toEntry);
    }),
    /** Every entry after the cursor (all of them without one) as CSV, dates in the query's timezone. */
    mockRoute(store, 'exportAuditLog', ({ query, scope }) => {
      if (!isTimeZone(query.timezone)) throw invalid(refusalText.unknownTimeZone(query.timezone));
      const { page } = pageBySeq(scope.auditLog, query.lastKey, Infinity);
      const date = store.now.toISOString().slice(0, 10);
      return HttpResponse.text(auditLogCsv(page.map(toEntry), query.timezone), {
        headers: {
          'content-type': 'text/csv; charset=utf-8',
          'content-disposition': `attachment; filename="audit-log-${date}.csv"`,
        },
      });
    }),
  ];
}
