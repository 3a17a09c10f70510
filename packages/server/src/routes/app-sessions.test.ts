import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_ACCOUNT_ID } from '../seed/demo-account';
import { createSession } from '../sessions/create-session';
import type { TestApp } from '../test/test-app';
import { createTestApp } from '../test/test-app';

let t: TestApp;
let id = '';
beforeAll(async () => {
  t = await createTestApp();
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

describe('the apps list routes', () => {
  it('lists with x-count, opens the drawer, and hides the session from another app', async () => {
    const list = await t.request('GET', '/api/document-signature/sessions?limit=10', {
      token: t.tokens.supervisor,
    });
    expect(list.status).toBe(200);
    expect(list.headers.get('x-count')).toBe('1');
    expect(list.headers.get('x-last-key')).toBeNull();
    expect(list.json).toEqual([expect.objectContaining({ id, status: 'pending', customerRef: '=CMD-1' })]);
    const drawer = await t.request('GET', `/api/document-signature/sessions/${id}`, {
      token: t.tokens.admin,
    });
    expect(drawer.json).toMatchObject({ id, events: [{ type: 'session.created' }] });
    expect((await t.request('GET', `/api/passkeys/sessions/${id}`, { token: t.tokens.admin })).status).toBe(
      404,
    );
    const summary = await t.request('GET', '/api/document-signature/statistics/summary?range=7', {
      token: t.tokens.owner,
    });
    expect(summary.json).toMatchObject({ totals: { sessions: 1, pending: 1 } });
  });

  it('exports CSV with the shared columns and formula guard, and refuses more than 50,000 rows (422)', async () => {
    const csv = await t.request('GET', '/api/document-signature/sessions/export?timezone=Europe/London', {
      token: t.tokens.supervisor,
    });
    expect(csv.status).toBe(200);
    expect(csv.headers.get('content-disposition')).toBe(
      'attachment; filename="document-signature-signatures-2026-11-21.csv"',
    );
    expect(csv.text.split('\r\n')[0]).toBe('Date,Status,Reason,Customer,Phone Number,Agent,Session');
    expect(csv.text).toContain("'=CMD-1");
    await t.db
      .insertInto('session_daily')
      .values({ account_id: DEMO_ACCOUNT_ID, app: 'e-form', day: '2026-11-01', success: 50_001 })
      .execute();
    const big = await t.request('GET', '/api/e-form/sessions/export?timezone=UTC', { token: t.tokens.owner });
    expect(big).toMatchObject({
      status: 422,
      json: { error: 'EXPORT_TOO_LARGE', message: 'Narrow the date range to export fewer than 50,000 rows.' },
    });
  });
});
