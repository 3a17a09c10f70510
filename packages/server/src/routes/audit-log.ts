import type { AuditLogEntry } from '@console/api-client';
import { AUDIT_LOG_PAGE_SIZE, auditLogEntrySchema } from '@console/api-client';
import { auditLogCsv, isTimeZone, refusalText, seqCursor } from '@console/api-client/rules';
import type { Db } from '../db/schema';
import { invalid } from '../http/errors';
import { route } from '../http/route';

/** Entries newest first, after the cursor; `limit` one more than a page tells whether more follow. */
async function entriesAfter(db: Db, accountId: string, lastKey: number | undefined, limit?: number) {
  let query = db
    .selectFrom('audit_log')
    .select(['seq', 'id', 'at', 'admin_first_name', 'admin_last_name', 'namespace', 'description', 'event'])
    .where('account_id', '=', accountId)
    .orderBy('seq', 'desc');
  if (lastKey !== undefined) query = query.where('seq', '<', String(lastKey));
  if (limit) query = query.limit(limit);
  const rows = await query.execute();
  return rows.map((row) => ({
    seq: row.seq,
    entry: auditLogEntrySchema.parse({
      id: row.id,
      timestamp: row.at.toISOString(),
      admin:
        row.admin_first_name === null
          ? null
          : { firstName: row.admin_first_name, lastName: row.admin_last_name ?? '' },
      namespace: row.namespace,
      description: row.description,
      event: row.event,
    }) satisfies AuditLogEntry,
  }));
}

export const auditLogRoutes = [
  /** 25 entries a page; x-count is the account's total, x-last-key the next page's cursor. */
  route('getAuditLogPage', async ({ c, session, query, deps: { db } }) => {
    const [rows, count] = await Promise.all([
      entriesAfter(db, session.accountId, seqCursor(query.lastKey), AUDIT_LOG_PAGE_SIZE + 1),
      db
        .selectFrom('audit_log')
        .select((eb) => eb.fn.countAll<string>().as('total'))
        .where('account_id', '=', session.accountId)
        .executeTakeFirstOrThrow(),
    ]);
    const page = rows.slice(0, AUDIT_LOG_PAGE_SIZE);
    c.header('x-count', count.total);
    const last = page.at(-1);
    if (rows.length > AUDIT_LOG_PAGE_SIZE && last) c.header('x-last-key', last.seq);
    return page.map((row) => row.entry);
  }),

  /**
   * Every entry after the cursor (all of them without one) as CSV, dates in the query's timezone
   * (required by the schema; the client sends its X-TimeZone zone). The client names the file audit-log-{yyyy-MM-dd}.csv.
   */
  route('exportAuditLog', async ({ c, session, query, deps: { db, clock } }) => {
    const timeZone = query.timezone;
    if (!isTimeZone(timeZone)) throw invalid(refusalText.unknownTimeZone(timeZone));
    const rows = await entriesAfter(db, session.accountId, seqCursor(query.lastKey));
    const date = clock.now().toISOString().slice(0, 10);
    return c.body(
      auditLogCsv(
        rows.map((row) => row.entry),
        timeZone,
      ),
      200,
      {
        'content-type': 'text/csv; charset=utf-8',
        'content-disposition': `attachment; filename="audit-log-${date}.csv"`,
      },
    );
  }),
];
