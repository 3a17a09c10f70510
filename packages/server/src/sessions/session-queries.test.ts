import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AppSession } from '@console/api-client';
import { DEMO_ACCOUNT_ID, NEWCOMER_ACCOUNT_ID } from '../seed/demo-account';
import type { TestApp } from '../test/test-app';
import { createTestApp } from '../test/test-app';
import { applyCustomerStep, createSession } from './create-session';
import { countSessions, listSessionPage, statisticsSummaryFromDaily } from './session-queries';

let t: TestApp;
/** The sessions made below, in the order they were made, with their creation instants. */
const made: { id: string; at: number }[] = [];
const ids: string[] = [];
const APP = 'passkeys';
/**
 * The newcomer account has no seeded sessions (the demo account's used apps have 90 days of them): the sessions
 * below are all it has, once passkeys is active for it.
 */
const ACCOUNT = NEWCOMER_ACCOUNT_ID;

beforeAll(async () => {
  t = await createTestApp();
  await t.db
    .updateTable('billing')
    .set({ status: 'subscription' })
    .where('account_id', '=', ACCOUNT)
    .where('app', '=', APP)
    .execute();
  // 23 sessions, a minute apart in threes made at the same instant; phones and references that search can tell apart.
  for (let index = 0; index < 23; index += 1) {
    if (index > 0 && index % 3 === 0) t.clock.advance(60_000);
    const { id } = await createSession(
      t.deps,
      ACCOUNT,
      {
        app: APP,
        phoneNumber: index % 2 === 0 ? `+1415555${String(1000 + index)}` : `+4474001${String(10000 + index)}`,
        customerRef: index < 3 ? `ACME-${index}` : `CUST-${String(900 + index)}`,
        agent: { id: 'a1', name: 'Agent One' },
        data: { mode: 'authenticate' },
      },
      { type: 'authentication' },
    );
    made.push({ id, at: t.clock.now().getTime() });
    ids.push(id);
  }
  // Some end: success, failure.
  await applyCustomerStep(t.deps, ids[0] ?? '', { type: 'session.succeeded' });
  await applyCustomerStep(t.deps, ids[1] ?? '', { type: 'session.succeeded' });
  await applyCustomerStep(t.deps, ids[2] ?? '', { type: 'session.failed', reason: 'authentication_failed' });
}, 180_000);
afterAll(() => t.close());

const listAll = async (query: Parameters<typeof listSessionPage>[3]) => {
  const seen: AppSession[] = [];
  let lastKey: string | undefined;
  for (let pages = 0; pages < 20; pages += 1) {
    const page = await listSessionPage(t.db, ACCOUNT, APP, { ...query, lastKey });
    seen.push(...page.items);
    if (page.lastKey === null) return { seen, count: page.count, pages: pages + 1 };
    // The cursor is the page's last row: `{createdAt ISO}|{id}`.
    const last = page.items.at(-1);
    expect(page.lastKey).toBe([last?.createdAt, last?.id].join('|'));
    lastKey = page.lastKey;
  }
  throw new Error('paging did not end');
};

/** By creation instant, then by id (as PostgreSQL's "C" collation and the shared rule compare them). */
const byTimeThenId = (a: { id: string; at: number }, b: { id: string; at: number }) =>
  a.at - b.at || (a.id < b.id ? -1 : a.id > b.id ? 1 : 0);

describe('the activity list', () => {
  it('pages every session once, newest first, ties broken by id; count is the total', async () => {
    const oldestFirst = [...made].sort(byTimeThenId).map((session) => session.id);
    // The ties are real: made at the same instants, they are not all in id order already.
    expect(oldestFirst).not.toEqual(ids);
    const from = new Date(t.clock.now().getTime() - 3_600_000).toISOString();
    const { seen, count, pages } = await listAll({ limit: 10, from });
    expect(count).toBe(23);
    expect(pages).toBe(3);
    expect(seen.map((session) => session.id)).toEqual([...oldestFirst].reverse());
    const oldest = await listAll({ limit: 10, from, sort: 'createdAt' });
    expect(oldest.count).toBe(23);
    expect(oldest.seen.map((session) => session.id)).toEqual(oldestFirst);
  });

  it('filters by status and searches customerRef, phone digits and session id by prefix', async () => {
    const from = new Date(t.clock.now().getTime() - 3_600_000).toISOString();
    const ended = await listSessionPage(t.db, ACCOUNT, APP, {
      limit: 25,
      from,
      status: ['success', 'failure'],
    });
    expect(ended.items.map((session) => session.id).sort()).toEqual([ids[0], ids[1], ids[2]].sort());
    const acme = await listSessionPage(t.db, ACCOUNT, APP, { limit: 25, from, q: 'acme-' });
    expect(acme.count).toBe(3);
    const phone = await listSessionPage(t.db, ACCOUNT, APP, { limit: 25, from, q: '+1 415-555' });
    expect(phone.count).toBe(12);
    const byId = await listSessionPage(t.db, ACCOUNT, APP, {
      limit: 25,
      from,
      q: ids[7]?.slice(0, 13),
    });
    expect(byId.items.map((session) => session.id)).toContain(ids[7]);
    await expect(listSessionPage(t.db, ACCOUNT, APP, { limit: 25, lastKey: 'nope' })).rejects.toThrow();
  });
});

describe('x-count', () => {
  it('sums whole days from the aggregates and counts the partial days at the ends, as a row count would', async () => {
    const now = t.clock.now().getTime();
    const exact = async (accountId: string, filters: Parameters<typeof countSessions>[3]) =>
      Number(
        (
          await t.db
            .selectFrom('app_sessions')
            .select((eb) => eb.fn.countAll<string>().as('n'))
            .where('account_id', '=', accountId)
            .where('app', '=', APP)
            .where('created_at', '>=', new Date(filters.from ?? 0))
            .where('created_at', '<', new Date(filters.to ?? '3000-01-01T00:00:00Z'))
            .where(
              'status',
              'in',
              filters.status ? [...filters.status] : ['pending', 'success', 'failure', 'timeout'],
            )
            .executeTakeFirstOrThrow()
        ).n,
      );
    const cases = [
      { from: new Date(now - 3.3 * 86_400_000).toISOString(), to: new Date(now + 3_600_000).toISOString() },
      { from: new Date(now - 20 * 60_000).toISOString(), to: new Date(now + 2 * 86_400_000).toISOString() },
      { from: new Date(now - 9 * 60_000).toISOString(), to: new Date(now - 3 * 60_000).toISOString() },
      {
        from: new Date(now - 40 * 86_400_000).toISOString(),
        to: new Date(now - 2.5 * 86_400_000).toISOString(),
      },
      { to: new Date(now - 5 * 60_000).toISOString(), status: ['pending'] as const },
      { status: ['success', 'failure'] as const },
    ];
    // The sessions above (today only), and the demo account's 90 seeded days, whole days among them.
    for (const accountId of [ACCOUNT, DEMO_ACCOUNT_ID]) {
      for (const filters of cases) {
        expect(await countSessions(t.db, accountId, APP, filters)).toBe(await exact(accountId, filters));
      }
    }
    expect(await exact(DEMO_ACCOUNT_ID, cases[3] ?? {})).toBeGreaterThan(0);
    expect(await countSessions(t.db, ACCOUNT, APP, { status: ['success'] })).toBe(2);
  });
});

describe('the dashboard summary', () => {
  it('answers today from the daily aggregates, kept with every status change', async () => {
    const summary = await statisticsSummaryFromDaily(t.db, ACCOUNT, APP, t.clock.now(), 7);
    expect(summary.series).toHaveLength(7);
    const today = summary.series.at(-1);
    expect(today).toMatchObject({
      date: t.clock.now().toISOString().slice(0, 10),
      success: 2,
      failure: 1,
      pending: 20,
    });
    expect(summary.totals).toMatchObject({
      sessions: 23,
      success: 2,
      failure: 1,
      timeout: 0,
      pending: 20,
      successRate: 66.7,
    });
    expect(summary.previous).toMatchObject({ sessions: 0, successRate: null });
    expect(summary.amounts).toBeUndefined();
  });
});
