import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { appSessionWithEventsSchema, PRODUCT_MESSAGES, productSchema } from '@console/api-client';
import { DEMO_ACCOUNT_ID } from '../seed/demo-account';
import type { TestApp } from '../test/test-app';
import { createTestApp } from '../test/test-app';
import { putGeneralSettings } from '../test/app-settings';

let t: TestApp;
let secretKey: string;
let otherProduct: string;

const LIST = '/api/payments/products';

const session = (data: Record<string, unknown>) => ({
  app: 'payments',
  phoneNumber: '+447400123456',
  customerRef: 'CUST-77001',
  agent: { id: 'agent-7', name: 'Dana Agent' },
  data,
});

const v1 = (method: string, path: string, body?: unknown) =>
  t.request(method, path, {
    ...(body === undefined ? {} : { body }),
    headers: { authorization: `Bearer ${secretKey}` },
  });

async function add(product: Record<string, unknown>, token = t.tokens.owner) {
  const res = await t.request('POST', LIST, {
    token,
    body: { description: '', currency: 'USD', ...product },
  });
  return productSchema.parse(res.json);
}

beforeAll(async () => {
  t = await createTestApp();
  // The demo account's payments app is inactive in the seed: these sessions need it running.
  await t.db
    .updateTable('billing')
    .set({ status: 'subscription' })
    .where('account_id', '=', DEMO_ACCOUNT_ID)
    .where('app', '=', 'payments')
    .execute();
  const account = await t.db
    .selectFrom('accounts')
    .select('secret_key')
    .where('id', '=', DEMO_ACCOUNT_ID)
    .executeTakeFirstOrThrow();
  secretKey = account.secret_key;
  const other = await t.otherAccountOwner();
  const token = other.token;
  otherProduct = (await add({ name: 'Elsewhere', price: 100 }, token)).id;
}, 180_000);
afterAll(() => t.close());

describe('POST /v1/sessions for payments with data.productIds (apps.md §5)', () => {
  it('sums the products into the details with their line items, which a later price change leaves alone', async () => {
    const fee = await add({ name: 'Reissue fee', price: 1250 });
    const courier = await add({ name: 'Courier', price: 899 });
    const created = await v1('POST', '/v1/sessions', session({ productIds: [fee.id, courier.id, fee.id] }));
    expect(created.status).toBe(201);
    const { id } = created.json as { id: string };
    const lineItems = [
      { productId: fee.id, name: 'Reissue fee', price: 1250 },
      { productId: courier.id, name: 'Courier', price: 899 },
      { productId: fee.id, name: 'Reissue fee', price: 1250 },
    ];
    const read = async () => appSessionWithEventsSchema.parse((await v1('GET', `/v1/sessions/${id}`)).json);
    expect((await read()).details).toEqual({ amount: 3399, currency: 'USD', lineItems });

    await t.request('PUT', `${LIST}/${fee.id}`, {
      token: t.tokens.owner,
      body: { price: 5000, name: 'Fee' },
    });
    expect((await read()).details).toEqual({ amount: 3399, currency: 'USD', lineItems });

    // Used now: archive it instead.
    const deleted = await t.request('DELETE', `${LIST}/${courier.id}`, { token: t.tokens.owner });
    expect(deleted).toMatchObject({ status: 409, json: { error: 'PRODUCT_IN_USE' } });
    const archived = await t.request('PUT', `${LIST}/${courier.id}`, {
      token: t.tokens.owner,
      body: { status: 'archived' },
    });
    expect(archived.status).toBe(200);
  });

  it("refuses an unknown, archived or other account's product with 400 naming data.productIds", async () => {
    const kept = await add({ name: 'Kept', price: 500 });
    const old = await add({ name: 'Old', price: 500, status: 'archived' });
    for (const ids of [['prod_nobody'], [kept.id, old.id], [otherProduct]]) {
      const res = await v1('POST', '/v1/sessions', session({ productIds: ids }));
      expect({ ids, status: res.status, json: res.json }).toMatchObject({
        ids,
        status: 400,
        json: {
          statusCode: 400,
          error: 'VALIDATION_ERROR',
          errors: [{ field: 'data.productIds', message: PRODUCT_MESSAGES.sessionProductUnknown }],
        },
      });
    }
    // Nothing was marked used by a refused session.
    expect((await t.request('DELETE', `${LIST}/${kept.id}`, { token: t.tokens.owner })).status).toBe(200);
  });

  it('refuses products of different currencies', async () => {
    const dollars = await add({ name: 'Dollars', price: 500 });
    const euros = await add({ name: 'Euros', price: 500, currency: 'EUR' });
    const res = await v1('POST', '/v1/sessions', session({ productIds: [dollars.id, euros.id] }));
    expect(res).toMatchObject({
      status: 400,
      json: {
        error: 'VALIDATION_ERROR',
        errors: [{ field: 'data.productIds', message: PRODUCT_MESSAGES.sessionProductCurrencies }],
      },
    });
    expect((await t.request('DELETE', `${LIST}/${euros.id}`, { token: t.tokens.owner })).status).toBe(200);
  });

  it('still takes a custom amount', async () => {
    const res = await v1('POST', '/v1/sessions', session({ amount: 4200, currency: 'USD' }));
    expect(res.status).toBe(201);
  });
});

describe('POST /v1/sessions for payments with data.amount, against Payments › General (apps.md §3.5)', () => {
  const GENERAL = '/api/payments/settings/general';
  const saveGeneral = async (fields: Record<string, unknown>) => {
    expect((await putGeneralSettings(t, 'payments', fields)).status).toBe(200);
  };
  const refusal = (message: string) => ({
    status: 400,
    json: { statusCode: 400, error: 'VALIDATION_ERROR', errors: [{ field: 'data.amount', message }] },
  });
  const detailsOf = async (created: { json: unknown }) => {
    const { id } = created.json as { id: string };
    return appSessionWithEventsSchema.parse((await v1('GET', `/v1/sessions/${id}`)).json).details;
  };

  it('takes an amount within the range, in the default currency when the request names none, with the descriptor', async () => {
    await saveGeneral({
      allowCustomAmount: true,
      customAmountMin: 500,
      customAmountMax: 20_000,
      defaultCurrency: 'GBP',
      statementDescriptor: 'NORTHWIND SUPPORT',
    });
    const created = await v1('POST', '/v1/sessions', session({ amount: 500 }));
    expect(created.status).toBe(201);
    expect(await detailsOf(created)).toEqual({
      amount: 500,
      currency: 'GBP',
      statementDescriptor: 'NORTHWIND SUPPORT',
    });
    const range = 'Amount must be between £5.00 and £200.00';
    expect(await v1('POST', '/v1/sessions', session({ amount: 499 }))).toMatchObject(refusal(range));
    expect(await v1('POST', '/v1/sessions', session({ amount: 20_001, currency: 'GBP' }))).toMatchObject(
      refusal(range),
    );
    expect(await v1('POST', '/v1/sessions', session({ amount: 1000, currency: 'USD' }))).toMatchObject(
      refusal('Custom amounts must be in GBP, the default currency'),
    );
    // Catalog products keep their own currency and carry the descriptor too.
    const product = await add({ name: 'Card reissue', price: 1500 });
    const bought = await v1('POST', '/v1/sessions', session({ productIds: [product.id] }));
    expect(await detailsOf(bought)).toMatchObject({
      currency: 'USD',
      statementDescriptor: 'NORTHWIND SUPPORT',
    });
  });

  it('refuses every custom amount while they are turned off, and no session is created', async () => {
    await saveGeneral({ allowCustomAmount: false });
    const before = await t.db
      .selectFrom('customer_sessions')
      .select(t.db.fn.countAll().as('n'))
      .executeTakeFirst();
    expect(await v1('POST', '/v1/sessions', session({ amount: 1000 }))).toMatchObject(
      refusal('Custom amounts are turned off in Payments › General'),
    );
    const after = await t.db
      .selectFrom('customer_sessions')
      .select(t.db.fn.countAll().as('n'))
      .executeTakeFirst();
    expect(after).toEqual(before);
    await saveGeneral({
      allowCustomAmount: true,
      customAmountMin: 100,
      customAmountMax: 500_000,
      defaultCurrency: 'USD',
    });
  });

  it('refuses a save of the minimum alone above the saved maximum, and keeps what was saved', async () => {
    const res = await putGeneralSettings(t, 'payments', { customAmountMin: 600_000 });
    expect(res).toMatchObject({
      status: 400,
      json: { errors: [{ field: 'customAmountMax', message: 'Maximum must be at least the minimum' }] },
    });
    const kept = await t.request('GET', GENERAL, { token: t.tokens.owner });
    expect(kept.json).toMatchObject({ customAmountMin: 100, customAmountMax: 500_000 });
  });
});
