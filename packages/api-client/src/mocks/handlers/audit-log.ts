import type { HttpHandler } from 'msw';
import { HttpResponse } from 'msw';
import { AUDIT_LOG_PAGE_SIZE } from '../../audit-log/schemas';
import { AUDIT_LOG_COUNT_HEADER, AUDIT_LOG_LAST_KEY_HEADER } from '../../audit-log/get-audit-log-page';
import { endpoints } from '../../endpoints';
import { withCaller } from '../http/caller';
import { readQuery } from '../http/read-body';
import { answer, validationFailed } from '../http/respond';
import { route } from '../http/route';
import { auditLogCsv, isTimeZone } from '../store/audit-csv';
import type { MockStore } from '../store/types';

/** Where a page starts: after the entry whose id is the cursor; -1 for an unknown cursor. */
function startAfter(store: MockStore, lastKey: string | undefined): number {
  if (lastKey === undefined) return 0;
  const index = store.auditLog.findIndex((entry) => entry.id === lastKey);
  return index < 0 ? -1 : index + 1;
}

const unknownCursor = () =>
  validationFailed([{ code: 'custom', path: ['lastKey'], message: 'Unknown cursor', input: undefined }]);

export function auditLogHandlers(store: MockStore): HttpHandler[] {
  return [
    /** Pages of 25, newest first; x-last-key (the page's last id) is absent on the last page. */
    route(
      endpoints.getAuditLogPage,
      withCaller(store, ({ request }) => {
        const query = readQuery(request, endpoints.getAuditLogPage.query);
        if (!query.ok) return query.response;
        const start = startAfter(store, query.data.lastKey);
        if (start < 0) return unknownCursor();
        const entries = store.auditLog.slice(start, start + AUDIT_LOG_PAGE_SIZE);
        const headers = new Headers({ [AUDIT_LOG_COUNT_HEADER]: String(store.auditLog.length) });
        const last = entries.at(-1);
        if (last && start + entries.length < store.auditLog.length)
          headers.set(AUDIT_LOG_LAST_KEY_HEADER, last.id);
        return answer(endpoints.getAuditLogPage, entries, { headers });
      }),
    ),
    /** Every entry from the cursor on (all of them without one), dated in `timezone`. */
    route(
      endpoints.exportAuditLog,
      withCaller(store, ({ request }) => {
        const query = readQuery(request, endpoints.exportAuditLog.query);
        if (!query.ok) return query.response;
        const { lastKey, timezone } = query.data;
        if (!isTimeZone(timezone))
          return validationFailed([
            { code: 'custom', path: ['timezone'], message: 'Unknown time zone', input: timezone },
          ]);
        const start = startAfter(store, lastKey);
        if (start < 0) return unknownCursor();
        return HttpResponse.text(auditLogCsv(store.auditLog.slice(start), timezone), {
          headers: { 'Content-Type': 'text/csv; charset=utf-8' },
        });
      }),
    ),
  ];
}
