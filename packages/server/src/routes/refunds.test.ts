import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { REFUND_MESSAGES } from '@console/api-client';
import { ERROR_MESSAGES, REFUSALS } from '@console/api-client/rules';
import type { HttpsFake } from '../test/https-fake';
import { startHttpsFake } from '../test/https-fake';
import { DEMO_ACCOUNT_ID } from '../seed/demo-account';
import { applyCustomerStep, createSession } from '../sessions/create-session';
import {
  FAKE_STRIPE_ACCOUNT,
  FAKE_STRIPE_CODE,
  FAKE_STRIPE_PLATFORM,
  startStripeFake,
} from '../test/stripe-fake';
import type { StripeFake } from '../test/stripe-fake';
import type { TestApp } from '../test/test-app';
import { cookieFrom, createTestApp } from '../test/test-app';
import { latestAudit } from '../test/audit';
import { testCertificate } from '../test/tls';

const refundsOf = (id: string) => `/api/payments/payments/${id}/refunds`;
const BODY = { amount: 500, reason: 'requested_by_customer' };

let t: TestApp;
let stripe: StripeFake;
let otherOwner: string;

let made = 0;
/** A payments session of the demo account for 74.50 USD, paid by card through Stripe unless `paid` is false. */
async function payment(paid = true, app = t) {
  made += 1;
  const { id } = await createSession(
    app.deps,
    DEMO_ACCOUNT_ID,
    {
      app: 'payments',
      phoneNumber: `+1415555${String(2000 + made)}`,
      customerRef: `CUST-${String(70000 + made)}`,
      agent: { id: 'a1', name: 'Agent One' },
      data: { amount: 7450, currency: 'USD' },
    },
    { amount: 7450, currency: 'USD' },
  );
  await applyCustomerStep(
    app.deps,
    id,
    paid
      ? {
          type: 'session.succeeded',
          details: {
            card: { brand: 'Visa', last4: '4242' },
            threeDSecure: 'authenticated',
            provider: 'stripe',
            providerPaymentId: `pi_test_${String(made)}`,
            refundedAmount: 0,
          },
        }
      : { type: 'session.failed', reason: 'card_declined' },
  );
  return id;
}

async function sessionRow(id: string, app = t) {
  return app.db.selectFrom('app_sessions').selectAll().where('id', '=', id).executeTakeFirstOrThrow();
}

async function connectStripe() {
  const started = await t.request('POST', '/api/payments/provider/connect', {
    token: t.tokens.owner,
    body: { provider: 'stripe' },
  });
  const state = new URL((started.json as { url: string }).url).searchParams.get('state') ?? '';
  const res = await t.request('POST', '/api/payments/provider/callback', {
    token: t.tokens.owner,
    body: { code: FAKE_STRIPE_CODE, state },
    headers: { cookie: cookieFrom(started) },
  });
  expect(res.status).toBe(201);
}

beforeAll(async () => {
  stripe = await startStripeFake();
  const { cert } = await testCertificate();
  t = await createTestApp({
    stripe: FAKE_STRIPE_PLATFORM,
    outbound: {
      timeoutMs: 10_000,
      ca: cert,
      allowHosts: ['connect.stripe.com', 'api.stripe.com'],
      resolve: stripe.resolve,
    },
  });
  const other = await t.otherAccountOwner();
  // The demo account pays by card here (the seed leaves payments inactive).
  await t.db
    .updateTable('billing')
    .set({ status: 'subscription' })
    .where('account_id', '=', DEMO_ACCOUNT_ID)
    .where('app', '=', 'payments')
    .execute();
  otherOwner = other.token;
}, 180_000);
afterAll(async () => {
  await Promise.all([t.close(), stripe.close()]);
});

describe('refunds before a provider is connected', () => {
  it('refuses with a clear 409 and changes nothing', async () => {
    const id = await payment();
    const res = await t.request('POST', refundsOf(id), { token: t.tokens.owner, body: BODY });
    expect(res.json).toEqual({ statusCode: 409, error: 'CONFLICT', message: REFUND_MESSAGES.noProvider });
    expect(stripe.refunds).toHaveLength(0);
    expect((await sessionRow(id)).sub_status).toBeNull();
  });
});

describe('refunds through Stripe', () => {
  beforeAll(connectStripe);

  it('a supervisor is refused (403), no token is 401; another account cannot reach the payment (404)', async () => {
    const path = refundsOf(await payment());
    const supervisor = await t.request('POST', path, { token: t.tokens.supervisor, body: BODY });
    expect(supervisor.json).toEqual({
      statusCode: 403,
      error: 'FORBIDDEN',
      message: ERROR_MESSAGES.FORBIDDEN,
    });
    expect((await t.request('POST', path, { body: BODY })).status).toBe(401);
    const other = await t.request('POST', path, { token: otherOwner, body: BODY });
    expect(other.json).toEqual({ statusCode: 404, error: 'NOT_FOUND', message: REFUSALS.sessionNotFound });
    expect(stripe.refunds).toHaveLength(0);
  });

  it('refuses bad bodies with 400 and errors[] per field', async () => {
    const res = await t.request('POST', refundsOf(await payment()), {
      token: t.tokens.admin,
      body: { amount: 1.5, reason: 'bored' },
    });
    expect(res.status).toBe(400);
    expect(res.json).toMatchObject({
      statusCode: 400,
      error: 'VALIDATION_FAILED',
      errors: [
        { field: 'amount', message: REFUND_MESSAGES.amountRequired },
        { field: 'reason', message: REFUND_MESSAGES.reasonRequired },
      ],
    });
  });

  it('refunds in part twice and then the rest, on the connected account, and never above the charge', async () => {
    const id = await payment();
    const total = 7450;
    const first = Math.floor(total / 4);
    const admin = (amount: number, reason = 'duplicate') =>
      t.request('POST', refundsOf(id), { token: t.tokens.admin, body: { amount, reason } });

    const one = await admin(first);
    expect(one.status).toBe(201);
    expect(one.json).toEqual({ id: 're_test_1', amount: first, status: 'succeeded' });
    const call = stripe.requests.at(-1);
    expect(`${call?.method ?? ''} ${String(call?.headers.host)} ${call?.url ?? ''}`).toBe(
      'POST api.stripe.com /v1/refunds',
    );
    expect(call?.headers.authorization).toBe(`Bearer ${FAKE_STRIPE_ACCOUNT.accessToken}`);
    expect(call?.headers['stripe-account']).toBe(FAKE_STRIPE_ACCOUNT.id);
    expect(stripe.refunds.at(-1)).toEqual({
      id: 're_test_1',
      paymentIntent: (await sessionRow(id)).details.providerPaymentId,
      amount: first,
      reason: 'duplicate',
    });
    let row = await sessionRow(id);
    expect(row.sub_status).toBe('partially_refunded');
    expect(row.details.refundedAmount).toBe(first);
    const dollars = (minor: number) => `$${(minor / 100).toFixed(2)}`;
    expect(await latestAudit(t.db)).toMatchObject({
      namespace: 'payments',
      description: `Refund of ${dollars(first)} issued`,
    });

    // `other` is Stripe's reason-less refund.
    expect((await admin(first, 'other')).status).toBe(201);
    expect(stripe.refunds.at(-1)?.reason).toBeNull();

    const left = total - 2 * first;
    const above = await admin(left + 1);
    expect(above.status).toBe(400);
    expect(above.json).toMatchObject({
      errors: [{ field: 'amount', message: REFUND_MESSAGES.amountRange('$0.01', dollars(left)) }],
    });
    expect(stripe.refunds).toHaveLength(2);

    const rest = await t.request('POST', refundsOf(id), {
      token: t.tokens.owner,
      body: { amount: left, reason: 'requested_by_customer' },
    });
    expect(rest.json).toEqual({ id: 're_test_3', amount: left, status: 'succeeded' });
    row = await sessionRow(id);
    expect(row.sub_status).toBe('refunded');
    expect(row.details.refundedAmount).toBe(total);
    const events = await t.db
      .selectFrom('session_events')
      .select(['type', 'detail'])
      .where('session_id', '=', id)
      .where('type', '=', 'payment.refunded')
      .orderBy('seq')
      .execute();
    expect(events.map((event) => event.detail)).toEqual([dollars(first), dollars(first), dollars(left)]);
    const recorded = await t.db
      .selectFrom('payment_refunds')
      .selectAll()
      .where('session_id', '=', id)
      .execute();
    expect(recorded.map((refund) => [refund.provider_refund_id, refund.amount, refund.status])).toEqual([
      ['re_test_1', first, 'succeeded'],
      ['re_test_2', first, 'succeeded'],
      ['re_test_3', left, 'succeeded'],
    ]);

    const again = await admin(1);
    expect(again.json).toEqual({
      statusCode: 409,
      error: 'CONFLICT',
      message: REFUND_MESSAGES.fullyRefunded,
    });
  });

  it("answers Stripe's refusal in Stripe's words and records nothing", async () => {
    const id = await payment();
    const before = stripe.refunds.length;
    stripe.refuseNextRefund('Charge ch_3Test has already been refunded.');
    const res = await t.request('POST', refundsOf(id), { token: t.tokens.owner, body: BODY });
    expect(res.json).toEqual({
      statusCode: 422,
      error: 'PAYMENT_PROVIDER_FAILED',
      message: 'Charge ch_3Test has already been refunded.',
    });
    expect(stripe.refunds).toHaveLength(before);
    const row = await sessionRow(id);
    expect(row.sub_status).toBeNull();
    expect(
      await t.db.selectFrom('payment_refunds').selectAll().where('session_id', '=', id).execute(),
    ).toEqual([]);
  });

  it('answers a refund Stripe made but failed as 422 with its failure_reason, and records nothing', async () => {
    const id = await payment();
    const audited = await latestAudit(t.db);
    stripe.failNextRefund('expired_or_canceled_card');
    const res = await t.request('POST', refundsOf(id), { token: t.tokens.owner, body: BODY });
    expect(res.json).toEqual({
      statusCode: 422,
      error: 'PAYMENT_PROVIDER_FAILED',
      message: 'Stripe could not refund this payment (expired_or_canceled_card)',
    });
    const row = await sessionRow(id);
    expect(row.sub_status).toBeNull();
    expect(row.details).toMatchObject({ refundedAmount: 0 });
    expect(
      await t.db.selectFrom('payment_refunds').selectAll().where('session_id', '=', id).execute(),
    ).toEqual([]);
    expect(await latestAudit(t.db)).toEqual(audited);
  });

  it('refuses a payment that was not paid', async () => {
    const res = await t.request('POST', refundsOf(await payment(false)), {
      token: t.tokens.owner,
      body: BODY,
    });
    expect(res.json).toEqual({ statusCode: 409, error: 'CONFLICT', message: REFUND_MESSAGES.notPaid });
  });
});

describe('refunds through Adyen', () => {
  const ADYEN_KEY = 'AQEyhmfxK4_refunds';
  let a: TestApp;
  let adyen: HttpsFake;
  beforeAll(async () => {
    // Adyen's Management API (the save's credential check) and Checkout API (the refund), on one local fake.
    adyen = await startHttpsFake(({ url, headers, body }) => {
      if (headers['x-api-key'] !== ADYEN_KEY)
        return { status: 401, body: { status: 401, title: 'Unauthorized' } };
      if (url === '/v3/me') return { body: { associatedMerchantAccounts: ['NorthwindECOM'] } };
      const refund = /^\/v71\/payments\/([^/]+)\/refunds$/.exec(url);
      const sent = JSON.parse(body) as { merchantAccount?: string; amount?: { value?: number } };
      if (!refund || sent.merchantAccount !== 'NorthwindECOM')
        return { status: 422, body: { message: 'Refused' } };
      return {
        status: 201,
        body: { pspReference: `ADYEN_REFUND_${String(sent.amount?.value)}`, status: 'received' },
      };
    });
    const { cert } = await testCertificate();
    a = await createTestApp({
      outbound: {
        timeoutMs: 10_000,
        ca: cert,
        allowHosts: ['management-test.adyen.com', 'checkout-test.adyen.com'],
        resolve: {
          'management-test.adyen.com:443': `127.0.0.1:${adyen.port}`,
          'checkout-test.adyen.com:443': `127.0.0.1:${adyen.port}`,
        },
      },
    });
    await a.db
      .updateTable('billing')
      .set({ status: 'subscription' })
      .where('account_id', '=', DEMO_ACCOUNT_ID)
      .where('app', '=', 'payments')
      .execute();
    const saved = await a.request('PUT', '/api/payments/provider', {
      token: a.tokens.owner,
      body: {
        provider: 'adyen',
        adyen: { apiKey: ADYEN_KEY, merchantAccount: 'NorthwindECOM', environment: 'test' },
      },
    });
    expect(saved.status).toBe(200);
  }, 180_000);
  afterAll(async () => {
    await Promise.all([a.close(), adyen.close()]);
  });

  it("refunds at Adyen's Checkout API with the stored key and the merchant account: pending, recorded and audited", async () => {
    const id = await payment(true, a);
    const before = adyen.requests.length;
    const res = await a.request('POST', refundsOf(id), { token: a.tokens.owner, body: BODY });
    expect(res.status).toBe(201);
    expect(res.json).toEqual({ id: 'ADYEN_REFUND_500', amount: 500, status: 'pending' });
    const [sent] = adyen.requests.slice(before);
    expect(sent).toMatchObject({ method: 'POST', url: `/v71/payments/pi_test_${String(made)}/refunds` });
    expect(JSON.parse(sent?.body ?? '{}')).toMatchObject({
      merchantAccount: 'NorthwindECOM',
      amount: { value: 500, currency: 'USD' },
    });
    const row = await sessionRow(id, a);
    expect(row.sub_status).toBe('partially_refunded');
    expect(row.details).toMatchObject({ refundedAmount: 500 });
    expect(await latestAudit(a.db)).toMatchObject({ description: 'Refund of $5.00 issued' });
  });
});
