import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AppSession, StatisticsSummary } from '@console/api-client';
import { paymentDetailsOf } from '@console/api-client';
import { filterSessions } from '@console/api-client/rules';
import { DEMO_ACCOUNT_ID } from '../seed/demo-account';
import { seedAppData } from '../seed/seed-app-sessions';
import { applyCustomerStep, createSession } from '../sessions/create-session';
import { toAppSession } from '../sessions/session-store';
import type { TestApp } from '../test/test-app';
import { createTestApp } from '../test/test-app';
import { TEST_NOW } from '../test/test-database';

let t: TestApp;
let id = '';
/** The dashboard before the session below: the demo account's seeded document-signature history. */
let before: StatisticsSummary;
const SUMMARY = '/api/document-signature/statistics/summary?range=7';

beforeAll(async () => {
  t = await createTestApp();
  before = (await t.request('GET', SUMMARY, { token: t.tokens.owner })).json as StatisticsSummary;
  // The clock stands at TEST_NOW, after every seeded session: from TEST_NOW on there is only this one.
  ({ id } = await createSession(
    t.deps,
    DEMO_ACCOUNT_ID,
    {
      app: 'document-signature',
      phoneNumber: '+447400123456',
      customerRef: '=CMD-1',
      agent: { id: 'a1', name: 'Agent One' },
      data: { documentId: 'doc_1' },
    },
    { documentId: 'doc_1' },
  ));
}, 180_000);
afterAll(() => t.close());

const rowCount = async (app: 'document-signature') =>
  Number(
    (
      await t.db
        .selectFrom('app_sessions')
        .select((eb) => eb.fn.countAll<string>().as('n'))
        .where('account_id', '=', DEMO_ACCOUNT_ID)
        .where('app', '=', app)
        .executeTakeFirstOrThrow()
    ).n,
  );

describe('the apps list routes', () => {
  it('lists with x-count, opens the drawer, and hides the session from another app', async () => {
    const from = encodeURIComponent(TEST_NOW.toISOString());
    const list = await t.request('GET', `/api/document-signature/sessions?limit=10&from=${from}`, {
      token: t.tokens.supervisor,
    });
    expect(list.status).toBe(200);
    expect(list.headers.get('x-count')).toBe('1');
    expect(list.headers.get('x-last-key')).toBeNull();
    expect(list.json).toEqual([expect.objectContaining({ id, status: 'pending', customerRef: '=CMD-1' })]);
    // Unfiltered: newest first (above the seeded history), x-count every row, the next page's cursor `{createdAt}|{id}`.
    const all = await t.request('GET', '/api/document-signature/sessions?limit=10', {
      token: t.tokens.supervisor,
    });
    expect(all.status).toBe(200);
    expect(all.headers.get('x-count')).toBe(String(await rowCount('document-signature')));
    const rows = all.json as AppSession[];
    expect(rows).toHaveLength(10);
    expect(rows[0]).toMatchObject({ id, createdAt: TEST_NOW.toISOString() });
    const last = rows.at(-1);
    expect(all.headers.get('x-last-key')).toBe([last?.createdAt, last?.id].join('|'));
    const drawer = await t.request('GET', `/api/document-signature/sessions/${id}`, {
      token: t.tokens.admin,
    });
    expect(drawer.json).toMatchObject({ id, events: [{ type: 'session.created' }] });
    expect((await t.request('GET', `/api/passkeys/sessions/${id}`, { token: t.tokens.admin })).status).toBe(
      404,
    );
    const summary = await t.request('GET', SUMMARY, { token: t.tokens.owner });
    expect(summary.json).toMatchObject({
      totals: { sessions: before.totals.sessions + 1, pending: before.totals.pending + 1 },
    });
  });

  it('exports CSV with the shared columns and formula guard, and refuses more than 50,000 rows (422)', async () => {
    const csv = await t.request('GET', '/api/document-signature/sessions/export?timezone=Europe/London', {
      token: t.tokens.supervisor,
    });
    expect(csv.status).toBe(200);
    expect(csv.headers.get('content-disposition')).toBe(
      'attachment; filename="document-signature-signatures-2026-11-21.csv"',
    );
    const lines = csv.text.split('\r\n').filter((line) => line !== '');
    expect(lines[0]).toBe('Date,Status,Reason,Customer,Phone Number,Agent,Session');
    // A header and a line for every session, the seeded ones too.
    expect(lines).toHaveLength(1 + (await rowCount('document-signature')));
    expect(csv.text).toContain("'=CMD-1");
    // e-form's seeded history is small enough to export; a day of 50,001 more makes it too large.
    const small = await t.request('GET', '/api/e-form/sessions/export?timezone=UTC', {
      token: t.tokens.owner,
    });
    expect(small.status).toBe(200);
    await t.db
      .insertInto('session_daily')
      .values({ account_id: DEMO_ACCOUNT_ID, app: 'e-form', day: '2026-11-01', success: 50_001 })
      .onConflict((oc) =>
        oc
          .columns(['account_id', 'app', 'day'])
          .doUpdateSet((eb) => ({ success: eb('session_daily.success', '+', 50_001) })),
      )
      .execute();
    const big = await t.request('GET', '/api/e-form/sessions/export?timezone=UTC', { token: t.tokens.owner });
    expect(big).toMatchObject({
      status: 422,
      json: { error: 'EXPORT_TOO_LARGE', message: 'Narrow the date range to export fewer than 50,000 rows.' },
    });
  });
});

describe("document signature's sub-status (apps.md §3.3)", () => {
  it('is sent from the creation, viewed once the link opens, and kept when the request ends', async () => {
    const created = await createSession(
      t.deps,
      DEMO_ACCOUNT_ID,
      {
        app: 'document-signature',
        phoneNumber: '+447400123457',
        customerRef: 'CUST-SUB',
        agent: { id: 'a1', name: 'Agent One' },
        data: { documentId: 'doc_1' },
      },
      { documentId: 'doc_1', documentName: 'Loan disclosure', documentVersion: 2 },
    );
    const drawer = async () =>
      (await t.request('GET', `/api/document-signature/sessions/${created.id}`, { token: t.tokens.admin }))
        .json as AppSession;
    expect(await drawer()).toMatchObject({ status: 'pending', subStatus: 'sent' });
    await applyCustomerStep(t.deps, created.id, { type: 'link.opened' });
    expect(await drawer()).toMatchObject({ status: 'pending', subStatus: 'viewed' });
    await applyCustomerStep(t.deps, created.id, { type: 'session.succeeded' });
    expect(await drawer()).toMatchObject({ status: 'success', subStatus: 'viewed' });
  });
});

describe("payments' search and Refunded filter (apps.md §3.5)", () => {
  // The demo's payments app is inactive, so it has no history: the shared generator's, as a subscriber's would be.
  beforeAll(() =>
    seedAppData(t.db, { accountId: DEMO_ACCOUNT_ID, apps: ['payments'], seed: 11, now: TEST_NOW, perDay: 4 }),
  );

  /** Every payment of the demo account as the shared rule sees it. */
  const payments = async () =>
    (
      await t.db
        .selectFrom('app_sessions')
        .selectAll()
        .where('account_id', '=', DEMO_ACCOUNT_ID)
        .where('app', '=', 'payments')
        .execute()
    ).map(toAppSession);
  const listed = async (query: string) => {
    const res = await t.request('GET', `/api/payments/sessions?limit=100&${query}`, {
      token: t.tokens.supervisor,
    });
    expect(res.status).toBe(200);
    return {
      count: Number(res.headers.get('x-count')),
      ids: (res.json as AppSession[]).map((row) => row.id),
    };
  };

  it('finds a payment by its card last 4 and by a prefix of its provider payment id, as the shared rule does', async () => {
    const all = await payments();
    const paid = all.find((row) => paymentDetailsOf(row.details)?.card !== undefined);
    const details = paid && paymentDetailsOf(paid.details);
    if (!paid || !details?.card || !details.providerPaymentId) throw new Error('no seeded card payment');
    const byLast4 = await listed(`q=${details.card.last4}`);
    expect(byLast4.ids).toContain(paid.id);
    expect(byLast4.count).toBe(filterSessions(all, { q: details.card.last4 }).length);
    const prefix = details.providerPaymentId.slice(0, 12).toUpperCase();
    const byPaymentId = await listed(`q=${prefix}`);
    expect(byPaymentId.ids).toContain(paid.id);
    expect(byPaymentId.count).toBe(filterSessions(all, { q: prefix }).length);
    // Three digits are not a card's last 4: only what matches otherwise (a phone prefix).
    const three = details.card.last4.slice(1);
    expect((await listed(`q=${three}`)).count).toBe(filterSessions(all, { q: three }).length);
  });

  it('keeps payments refunded in full or in part with refunded=true, and refuses a value that is not a boolean', async () => {
    const all = await payments();
    const refunded = filterSessions(all, { refunded: true });
    expect(refunded.length).toBeGreaterThan(0);
    expect(
      refunded.every((row) => row.subStatus === 'refunded' || row.subStatus === 'partially_refunded'),
    ).toBe(true);
    const page = await listed('refunded=true');
    expect(page.count).toBe(refunded.length);
    expect(page.ids).toEqual(refunded.slice(0, 100).map((row) => row.id));
    expect((await listed('refunded=false')).count).toBe(all.length);
    const bad = await t.request('GET', '/api/payments/sessions?refunded=maybe', {
      token: t.tokens.supervisor,
    });
    expect(bad.status).toBe(400);
  });
});
