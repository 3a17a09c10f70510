import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { searchCustomersResponseSchema } from '@console/api-client';
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
    expect(results).toHaveLength(60);
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

  it('requires the customerRef query (400)', async () => {
    expect((await t.request('GET', '/api/results/customer', { token: t.tokens.admin })).status).toBe(400);
  });
});
