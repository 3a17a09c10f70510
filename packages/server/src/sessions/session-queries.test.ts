import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AppSession } from '@console/api-client';
import { DEMO_ACCOUNT_ID } from '../seed/demo-account';
import type { TestApp } from '../test/test-app';
import { createTestApp } from '../test/test-app';
import { applyCustomerStep, createSession } from './create-session';
import { countSessions, listSessionPage, statisticsSummaryFromDaily } from './session-queries';

let t: TestApp;
const ids: string[] = [];
const APP = 'passkeys';

beforeAll(async () => {
  t = await createTestApp();
  // 23 sessions, one a minute, some at the same instant; phones and references that search can tell apart.
  for (let index = 0; index < 23; index += 1) {
    if (index % 5 !== 0) t.clock.advance(60_000);
    const { id } = await createSession(
      t.deps,
      DEMO_ACCOUNT_ID,
      {
        app: APP,
        phoneNumber: index % 2 === 0 ? `+1415555${String(1000 + index)}` : `+4474001${String(10000 + index)}`,
        customerRef: index < 3 ? `ACME-${index}` : `CUST-${String(900 + index)}`,
        agent: { id: 'a1', name: 'Agent One' },
        data: { mode: 'authenticate' },
      },
      { type: 'authentication' },
    );
    ids.push(id);
  }
  // Some end: success, failure; one day earlier a few more.
  await applyCustomerStep(t.deps, ids[0] ?? '', { type: 'session.succeeded' });
  await applyCustomerStep(t.deps, ids[1] ?? '', { type: 'session.succeeded' });
  await applyCustomerStep(t.deps, ids[2] ?? '', { type: 'session.failed', reason: 'authentication_failed' });
}, 180_000);
afterAll(() => t.close());

const listAll = async (query: Parameters<typeof listSessionPage>[3]) => {
  const seen: AppSession[] = [];
  let lastKey: string | undefined;
  for (let pages = 0; pages < 20; pages += 1) {
    const page = await listSessionPage(t.db, DEMO_ACCOUNT_ID, APP, { ...query, lastKey });
    seen.push(...page.items);
    if (page.lastKey === null) return { seen, count: page.count, pages: pages + 1 };
    lastKey = page.lastKey;
  }
  throw new Error('paging did not end');
};

describe('the activity list', () => {
  it('pages every session once, newest first, ties broken by insertion order; count is the total', async () => {
    const from = new Date(t.clock.now().getTime() - 3_600_000).toISOString();
    const { seen, count, pages } = await listAll({ limit: 10, from });
    expect(count).toBe(23);
    expect(pages).toBe(3);
    expect(seen.map((session) => session.id)).toEqual([...ids].reverse());
    const oldest = await listAll({ limit: 10, from, sort: 'createdAt' });
    expect(oldest.seen.map((session) => session.id)).toEqual(ids);
  });

  it('filters by status and searches customerRef, phone digits and session id by prefix', async () => {
    const from = new Date(t.clock.now().getTime() - 3_600_000).toISOString();
    const ended = await listSessionPage(t.db, DEMO_ACCOUNT_ID, APP, {
      limit: 25,
      from,
      status: ['success', 'failure'],
    });
    expect(ended.items.map((session) => session.id).sort()).toEqual([ids[0], ids[1], ids[2]].sort());
    const acme = await listSessionPage(t.db, DEMO_ACCOUNT_ID, APP, { limit: 25, from, q: 'acme-' });
    expect(acme.count).toBe(3);
    const phone = await listSessionPage(t.db, DEMO_ACCOUNT_ID, APP, { limit: 25, from, q: '+1 415-555' });
    expect(phone.count).toBe(12);
    const byId = await listSessionPage(t.db, DEMO_ACCOUNT_ID, APP, {
      limit: 25,
      from,
      q: ids[7]?.slice(0, 13),
    });
    expect(byId.items.map((session) => session.id)).toContain(ids[7]);
    await expect(
      listSessionPage(t.db, DEMO_ACCOUNT_ID, APP, { limit: 25, lastKey: 'nope' }),
    ).rejects.toThrow();
  });
});

describe('x-count', () => {
  it('sums whole days from the aggregates and counts the partial days at the ends, as a row count would', async () => {
    const now = t.clock.now().getTime();
    const exact = async (filters: Parameters<typeof countSessions>[3]) =>
      Number(
        (
          await t.db
            .selectFrom('app_sessions')
            .select((eb) => eb.fn.countAll<string>().as('n'))
            .where('account_id', '=', DEMO_ACCOUNT_ID)
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
      { to: new Date(now - 5 * 60_000).toISOString(), status: ['pending'] as const },
      { status: ['success', 'failure'] as const },
    ];
    for (const filters of cases) {
      expect(await countSessions(t.db, DEMO_ACCOUNT_ID, APP, filters)).toBe(await exact(filters));
    }
    expect(await countSessions(t.db, DEMO_ACCOUNT_ID, APP, { status: ['success'] })).toBe(2);
  });
});

describe('the dashboard summary', () => {
  it('answers today from the daily aggregates, kept with every status change', async () => {
    const summary = await statisticsSummaryFromDaily(t.db, DEMO_ACCOUNT_ID, APP, t.clock.now(), 7);
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
