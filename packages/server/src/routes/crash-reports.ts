import { randomUUID } from 'node:crypto';
import type { CrashReport } from '@console/api-client';
import { WATCH_TOWER_PAGE_SIZE } from '@console/api-client';
import { loadSession } from '../auth/session';
import { route } from '../http/route';
import { seqCursor } from '@console/api-client/rules';

export const crashReportRoutes = [
  /**
   * A crash the console reported. Public: a crash before sign-in, or with an expired session, is stored too; a
   * valid token names the account and admin. The body's sizes are capped by its schema.
   */
  route('reportError', async ({ c, body, deps: { db, tokens, clock } }) => {
    const session = c.req.header('authorization')
      ? await loadSession(db, tokens, c.req.header('authorization')).catch(() => undefined)
      : undefined;
    const id = `err_${randomUUID()}`;
    await db
      .insertInto('crash_reports')
      .values({
        id,
        account_id: session?.accountId ?? null,
        admin_id: session?.adminId ?? null,
        message: body.message,
        stack: body.stack ?? null,
        url: body.url,
        user_agent: body.userAgent,
        release: body.release ?? null,
        occurred_at: body.occurredAt,
        received_at: clock.now(),
      })
      .execute();
    return { id };
  }),

  /** Watch Tower: every crash report, newest first, 25 a page with the next page's cursor. */
  route('listCrashReports', async ({ query, deps: { db } }) => {
    const after = seqCursor(query.lastKey);
    let rows = db
      .selectFrom('crash_reports as r')
      .leftJoin('accounts as a', 'a.id', 'r.account_id')
      .leftJoin('admins as m', 'm.id', 'r.admin_id')
      .select([
        'r.seq',
        'r.id',
        'r.message',
        'r.stack',
        'r.url',
        'r.user_agent',
        'r.release',
        'r.occurred_at',
        'r.received_at',
        'a.id as account_id',
        'a.name as account_name',
        'm.id as admin_id',
        'm.email as admin_email',
      ])
      .orderBy('r.seq', 'desc')
      .limit(WATCH_TOWER_PAGE_SIZE + 1);
    if (after !== undefined) rows = rows.where('r.seq', '<', String(after));
    const [found, count] = await Promise.all([
      rows.execute(),
      db
        .selectFrom('crash_reports')
        .select((eb) => eb.fn.countAll<string>().as('total'))
        .executeTakeFirstOrThrow(),
    ]);
    const page = found.slice(0, WATCH_TOWER_PAGE_SIZE);
    const items = page.map((row): CrashReport => ({
      id: row.id,
      message: row.message,
      stack: row.stack,
      url: row.url,
      userAgent: row.user_agent,
      release: row.release,
      occurredAt: row.occurred_at.toISOString(),
      receivedAt: row.received_at.toISOString(),
      account: row.account_id ? { id: row.account_id, name: row.account_name ?? '' } : null,
      admin: row.admin_id ? { id: row.admin_id, email: row.admin_email ?? '' } : null,
    }));
    const last = page.at(-1);
    return {
      items,
      total: Number(count.total),
      lastKey: found.length > WATCH_TOWER_PAGE_SIZE && last ? last.seq : null,
    };
  }),
];
