import { sql } from 'kysely';
import type { AppId, AppSession, SessionDay, StatisticsSummary } from '@console/api-client';
import type { SessionFilter } from '@console/api-client/rules';
import {
  CARD_LAST4_QUERY,
  collectsMoney,
  parseSessionCursor,
  phoneQueryDigits,
  REFUNDED_SUB_STATUSES,
  rangeDates,
  sessionCursor,
  sessionTotals,
} from '@console/api-client/rules';
import { escapeLike } from '../db/escape-like';
import type { Queryable } from '../db/schema';
import { toAppSession } from './session-store';

const DAY_MS = 86_400_000;

/**
 * The account's sessions of one app that pass the filters: `status` any of, `from` ≤ created_at < `to`, and `q` (case
 * insensitive) a prefix of the customerRef, of the E.164 number's digits when it reads as a phone, or of the session
 * id or sessionRef; a payment also by its card's last 4 (four digits, exactly) or a prefix of its provider payment id.
 * `refunded` keeps payments refunded in full or in part. Every branch is a match on an indexed column or expression
 * (migrations 0010, 0020).
 */
function filtered(db: Queryable, accountId: string, app: AppId, filters: SessionFilter) {
  let query = db.selectFrom('app_sessions').where('account_id', '=', accountId).where('app', '=', app);
  if (filters.status && filters.status.length > 0) query = query.where('status', 'in', [...filters.status]);
  if (filters.from) query = query.where('created_at', '>=', new Date(filters.from));
  if (filters.to) query = query.where('created_at', '<', new Date(filters.to));
  if (filters.refunded) query = query.where('sub_status', 'in', [...REFUNDED_SUB_STATUSES]);
  const q = filters.q?.trim().toLowerCase();
  if (q) {
    const prefix = `${escapeLike(q)}%`;
    const digits = phoneQueryDigits(q);
    const payments = app === 'payments';
    query = query.where((eb) =>
      eb.or([
        eb(eb.fn('lower', ['customer_ref']), 'like', prefix),
        eb('id', 'like', prefix),
        eb(eb.fn('lower', ['session_ref']), 'like', prefix),
        ...(digits ? [eb('phone_number', 'like', `+${digits}%`)] : []),
        ...(payments && CARD_LAST4_QUERY.test(q)
          ? [eb(sql<string>`details #>> '{card,last4}'`, '=', q)]
          : []),
        ...(payments ? [eb(sql<string>`lower(details ->> 'providerPaymentId')`, 'like', prefix)] : []),
      ]),
    );
  }
  return query;
}

/** x-last-key: the last row's `{createdAt}|{id}` (rules/session-search.ts, the mocks' rule too). */
function readCursor(lastKey: string | undefined): { at: Date; id: string } | undefined {
  if (lastKey === undefined || lastKey === '') return undefined;
  const { createdAt, id } = parseSessionCursor(lastKey);
  return { at: new Date(createdAt), id };
}

/**
 * One page of GET /{app}/sessions: ordered by (created_at, id) as the shared rule orders them, newest first unless `sort=createdAt`, after the
 * cursor; `count` is every row that passes the filters (x-count), `lastKey` the next page's cursor or null.
 */
export async function listSessionPage(
  db: Queryable,
  accountId: string,
  app: AppId,
  query: SessionFilter & { limit: number; lastKey?: string | undefined },
): Promise<{ items: AppSession[]; count: number; lastKey: string | null }> {
  const cursor = readCursor(query.lastKey);
  const newestFirst = query.sort !== 'createdAt';
  let rows = filtered(db, accountId, app, query).selectAll();
  if (cursor) {
    rows = rows.where(
      sql<boolean>`(created_at, id collate "C") ${sql.raw(newestFirst ? '<' : '>')} (${cursor.at}, ${cursor.id} collate "C")`,
    );
  }
  const direction = newestFirst ? 'desc' : 'asc';
  const [page, total] = await Promise.all([
    rows
      .orderBy('created_at', direction)
      .orderBy(sql`id collate "C"`, direction)
      .limit(query.limit + 1)
      .execute(),
    countSessions(db, accountId, app, query),
  ]);
  const items = page.slice(0, query.limit);
  const last = items.at(-1);
  return {
    items: items.map(toAppSession),
    count: total,
    lastKey: page.length > query.limit && last ? sessionCursor(toAppSession(last)) : null,
  };
}

const STATUSES = ['success', 'failure', 'timeout', 'pending'] as const;

/** `at` on a UTC midnight, or the next one. */
function nextMidnight(at: Date): Date {
  const midnight = Date.UTC(at.getUTCFullYear(), at.getUTCMonth(), at.getUTCDate());
  return new Date(midnight === at.getTime() ? midnight : midnight + DAY_MS);
}

/** The UTC midnight that starts `at`'s day. */
const lastMidnight = (at: Date) => new Date(Date.UTC(at.getUTCFullYear(), at.getUTCMonth(), at.getUTCDate()));

/**
 * x-count: the rows that pass the filters. Without a search, the whole UTC days of the range are summed from
 * session_daily (which mirrors the sessions by creation day and status) and only the partial days at its ends are
 * counted row by row, so a year of a busy account counts in two index range scans and a few hundred aggregate rows.
 * A search or the Refunded filter (which the aggregates do not split) counts its indexed matches.
 */
export async function countSessions(
  db: Queryable,
  accountId: string,
  app: AppId,
  filters: SessionFilter,
): Promise<number> {
  const countRows = async (extra: SessionFilter) => {
    const { count } = await filtered(db, accountId, app, { ...filters, ...extra })
      .select((eb) => eb.fn.countAll<string>().as('count'))
      .executeTakeFirstOrThrow();
    return Number(count);
  };
  if (filters.q?.trim() || filters.refunded) return countRows({});
  const from = filters.from ? new Date(filters.from) : undefined;
  const to = filters.to ? new Date(filters.to) : undefined;
  const firstDay = from ? nextMidnight(from) : undefined;
  const endDay = to ? lastMidnight(to) : undefined;
  if (firstDay && endDay && firstDay.getTime() >= endDay.getTime()) return countRows({});
  const statuses = filters.status && filters.status.length > 0 ? filters.status : STATUSES;
  let days = db
    .selectFrom('session_daily')
    .select(
      sql<string>`coalesce(sum(${sql.join(
        statuses.map((status) => sql.ref(status)),
        sql` + `,
      )}), 0)`.as('count'),
    )
    .where('account_id', '=', accountId)
    .where('app', '=', app);
  if (firstDay) days = days.where('day', '>=', firstDay.toISOString().slice(0, 10));
  if (endDay) days = days.where('day', '<', endDay.toISOString().slice(0, 10));
  const [whole, head, tail] = await Promise.all([
    days.executeTakeFirstOrThrow(),
    from && firstDay && firstDay.getTime() > from.getTime()
      ? countRows({ to: firstDay.toISOString() })
      : Promise.resolve(0),
    to && endDay && endDay.getTime() < to.getTime()
      ? countRows({ from: endDay.toISOString() })
      : Promise.resolve(0),
  ]);
  return Number(whole.count) + head + tail;
}

/** Every row of the filters for an export, oldest or newest first, at most `cap` + 1 (the caller refuses more). */
export async function exportRows(
  db: Queryable,
  accountId: string,
  app: AppId,
  filters: SessionFilter,
  cap: number,
): Promise<AppSession[]> {
  const direction = filters.sort === 'createdAt' ? 'asc' : 'desc';
  const rows = await filtered(db, accountId, app, filters)
    .selectAll()
    .orderBy('created_at', direction)
    .orderBy('seq', direction)
    .limit(cap + 1)
    .execute();
  return rows.map(toAppSession);
}

/**
 * GET /{app}/statistics/summary?range= from session_daily (kept with every status change, so today is live), with the
 * shared rule's dates and totals (rules/statistics-summary.ts): the range's days by UTC creation day, its totals, the
 * totals of the `range` days before it, and for the apps that collect money the amounts of the range's successful
 * sessions per currency. 90 days of a busy account read at most 180 aggregate rows, never the sessions (but for the
 * amounts, read through the list index).
 */
export async function statisticsSummaryFromDaily(
  db: Queryable,
  accountId: string,
  app: AppId,
  now: Date,
  range: number,
): Promise<StatisticsSummary> {
  const current = rangeDates(now, range);
  const previous = rangeDates(new Date(now.getTime() - range * DAY_MS), range);
  const first = previous[0] ?? '';
  const rows = await db
    .selectFrom('session_daily')
    .select(['day', 'success', 'failure', 'timeout', 'pending'])
    .where('account_id', '=', accountId)
    .where('app', '=', app)
    .where('day', '>=', first)
    .execute();
  const byDay = new Map(rows.map((row) => [row.day, row]));
  const dayRow = (date: string): SessionDay => {
    const row = byDay.get(date);
    return {
      date,
      success: row?.success ?? 0,
      failure: row?.failure ?? 0,
      timeout: row?.timeout ?? 0,
      pending: row?.pending ?? 0,
    };
  };
  const series = current.map(dayRow);
  const summary: StatisticsSummary = {
    totals: sessionTotals(series),
    previous: sessionTotals(previous.map(dayRow)),
    series,
  };
  if (!collectsMoney(app)) return summary;
  const amounts = await db
    .selectFrom('app_sessions')
    .select([
      sql<string>`details->>'currency'`.as('currency'),
      sql<string>`sum((details->>'amount')::bigint)`.as('total'),
    ])
    .where('account_id', '=', accountId)
    .where('app', '=', app)
    .where('status', '=', 'success')
    .where('created_at', '>=', new Date(`${current[0] ?? ''}T00:00:00.000Z`))
    .where(sql<boolean>`details ? 'amount' and details ? 'currency'`)
    .groupBy(sql`details->>'currency'`)
    .execute();
  return {
    ...summary,
    amounts: amounts.map((row) => ({ currency: row.currency, total: Number(row.total) })),
  };
}
