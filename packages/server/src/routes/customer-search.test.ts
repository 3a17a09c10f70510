import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { getApp, searchCustomersResponseSchema } from '@console/api-client';
import type { TestApp } from '../test/test-app';
import { createTestApp } from '../test/test-app';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
}, 180_000);
afterAll(() => t.close());

const search = async (customerRef: string, token = t.tokens.admin) =>
  t.request('GET', `/api/results/customer?customerRef=${encodeURIComponent(customerRef)}`, { token });

describe('GET /api/results/customer', () => {
  it('finds the sessions whose reference contains the text, any case, newest first', async () => {
    const res = await search('cust-10042');
    expect(res.status).toBe(200);
    const results = searchCustomersResponseSchema.parse(res.json);
    // 60 sessions, 14 of them of the unreleased identity verification: staff only.
    expect(results).toHaveLength(46);
    expect(results.every((result) => getApp(result.app).released)).toBe(true);
    expect(
      searchCustomersResponseSchema.parse((await search('cust-10042', t.tokens.ghost)).json),
    ).toHaveLength(60);
    const times = results.map((result) => result.timestamp);
    expect([...times].sort().reverse()).toEqual(times);
    expect(searchCustomersResponseSchema.parse((await search('ACME')).json).length).toBeGreaterThan(2);
  });

  it('treats % and _ as text and finds nothing for unknown references', async () => {
    expect((await search('%')).json).toEqual([]);
    expect((await search('C_ST')).json).toEqual([]);
    expect((await search('nobody')).json).toEqual([]);
  });

  it('searches only the caller account', async () => {
    const other = await t.db
      .selectFrom('accounts')
      .select('id')
      .where('id', 'not in', ['acc_demo0001', 'acc_internal'])
      .executeTakeFirstOrThrow();
    await t.db
      .insertInto('customer_sessions')
      .values({
        id: 'res_other',
        account_id: other.id,
        app: 'passkeys',
        status: 'success',
        at: t.clock.now(),
        session_ref: 'ses_other',
        phone_number: '+14155550199',
        customer_ref: 'OTHER-4242',
      })
      .execute();
    expect((await search('OTHER-4242')).json).toEqual([]);
  });

  it("answers an unreleased app's sessions to the provider's staff only (a ghosting operator), never to customers", async () => {
    await t.db
      .insertInto('customer_sessions')
      .values({
        id: 'res_unreleased',
        account_id: 'acc_demo0001',
        app: 'identity-verification',
        status: 'success',
        at: t.clock.now(),
        session_ref: 'ses_unreleased',
        phone_number: '+14155550198',
        customer_ref: 'UNRELEASED-4242',
      })
      .execute();
    expect((await search('UNRELEASED-4242')).json).toEqual([]);
    expect((await search('UNRELEASED-4242', t.tokens.owner)).json).toEqual([]);
    const staff = searchCustomersResponseSchema.parse((await search('UNRELEASED-4242', t.tokens.ghost)).json);
    expect(staff.map((result) => result.app)).toEqual(['identity-verification']);
  });

  it('requires the customerRef query (400)', async () => {
    expect((await t.request('GET', '/api/results/customer', { token: t.tokens.admin })).status).toBe(400);
  });
});
