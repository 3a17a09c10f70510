import { afterAll, beforeAll, expect, it } from 'vitest';
import { paymentCardText, paymentDetailsOf } from '@console/api-client';
import { DEMO_ACCOUNT_ID } from '../seed/demo-account';
import type { TestApp } from '../test/test-app';
import { createTestApp } from '../test/test-app';
import { createSimulator } from './simulator';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
  // Only the payments app runs, so every simulated session is a payment.
  await t.db
    .updateTable('billing')
    .set({ status: 'inactive' })
    .where('account_id', '=', DEMO_ACCOUNT_ID)
    .execute();
  await t.db
    .updateTable('billing')
    .set({ status: 'subscription' })
    .where('account_id', '=', DEMO_ACCOUNT_ID)
    .where('app', '=', 'payments')
    .execute();
}, 180_000);
afterAll(() => t.close());

/** A fixed sequence in [0, 1), so the run is the same each time. */
function lcg(seed: number) {
  let state = seed;
  return () => {
    state = (state * 1_103_515_245 + 12_345) % 2 ** 31;
    return state / 2 ** 31;
  };
}

interface Details {
  amount: number;
  currency: string;
  lineItems?: { productId: string; name: string; price: number }[];
}

it('pays for catalog products some of the time and custom amounts the rest', async () => {
  const started = t.clock.now();
  const simulator = createSimulator(t.deps, t.app, {
    accountIds: [DEMO_ACCOUNT_ID],
    intervalMs: 5_000,
    random: lcg(11),
  });
  for (let tick = 0; tick < 60; tick += 1) {
    await simulator.step();
    t.clock.advance(5_000);
  }
  const sessions = await t.db
    .selectFrom('app_sessions')
    .select('details')
    .where('account_id', '=', DEMO_ACCOUNT_ID)
    .where('app', '=', 'payments')
    .where('created_at', '>=', started)
    .execute();
  const details = sessions.map((session) => session.details as unknown as Details);
  const itemised = details.filter((detail) => detail.lineItems !== undefined);
  expect(itemised.length).toBeGreaterThan(0);
  expect(details.length - itemised.length).toBeGreaterThan(0);
  const active = await t.db
    .selectFrom('products')
    .select(['id', 'name', 'price', 'used_at'])
    .where('account_id', '=', DEMO_ACCOUNT_ID)
    .where('status', '=', 'active')
    .execute();
  const byId = new Map(active.map((product) => [product.id, product]));
  for (const detail of itemised) {
    const items = detail.lineItems ?? [];
    expect(detail.amount).toBe(items.reduce((sum, item) => sum + item.price, 0));
    for (const item of items) {
      expect(byId.get(item.productId)).toMatchObject({ name: item.name, price: item.price });
      expect(byId.get(item.productId)?.used_at).not.toBeNull();
    }
  }
});

it('fills a paid payment with its card, 3-D Secure and provider payment id, as the Card column reads it', async () => {
  const started = t.clock.now();
  const simulator = createSimulator(t.deps, t.app, {
    accountIds: [DEMO_ACCOUNT_ID],
    intervalMs: 5_000,
    random: lcg(23),
  });
  for (let tick = 0; tick < 120; tick += 1) {
    await simulator.step();
    t.clock.advance(5_000);
  }
  const paid = await t.db
    .selectFrom('app_sessions')
    .select('details')
    .where('account_id', '=', DEMO_ACCOUNT_ID)
    .where('app', '=', 'payments')
    .where('status', '=', 'success')
    .where('created_at', '>=', started)
    .execute();
  expect(paid.length).toBeGreaterThan(0);
  for (const { details } of paid) {
    expect(paymentCardText(details)).toMatch(/^(Visa|Mastercard|Amex) •••• \d{4}$/);
    expect(paymentDetailsOf(details)).toMatchObject({
      provider: 'stripe',
      providerPaymentId: expect.stringMatching(/^pi_[a-z0-9]{24}$/) as unknown,
      refundedAmount: 0,
    });
  }
});
