import { startHttpsFake } from './https-fake';
import type { FakeAnswer, RecordedRequest } from './https-fake';

/** The platform credentials the tests configure (config.stripe). */
export const FAKE_STRIPE_PLATFORM = {
  clientId: 'ca_TestPlatform000000000000000',
  secretKey: 'sk_test_platform',
};
/** The connected account the fake's OAuth hands out, and what Stripe says of it. */
export const FAKE_STRIPE_ACCOUNT = {
  id: 'acct_1TestNorthwind00',
  name: 'Northwind Contact Ltd',
  country: 'GB',
  accessToken: 'sk_test_connected_access_token',
};
/** The code the fake's OAuth accepts once; any other is invalid_grant, as Stripe answers. */
export const FAKE_STRIPE_CODE = 'ac_test_good_code';

const oauthError = (error: string, description: string): FakeAnswer => ({
  status: 400,
  body: { error, error_description: description },
});
const apiError = (status: number, type: string, message: string, code?: string): FakeAnswer => ({
  status,
  body: { error: { type, message, ...(code && { code }) } },
});

/**
 * A local HTTPS fake of Stripe, answering for connect.stripe.com and api.stripe.com (the guard's OUTBOUND_RESOLVE
 * sends both here): Connect's OAuth token and deauthorize, GET /v1/accounts/{id}, GET /v1/country_specs/{country}
 * and POST /v1/refunds, each checking what Stripe checks (the Bearer secret key, form-encoded bodies, the
 * Stripe-Account header of a call on a connected account) and refusing in Stripe's JSON error shapes.
 */
export async function startStripeFake() {
  const codes = new Set([FAKE_STRIPE_CODE]);
  const refunds: { id: string; paymentIntent: string; amount: number; reason: string | null }[] = [];
  /** Refusals the next refunds answer, in Stripe's error shape (e.g. charge_already_refunded). */
  const refusals: { message: string; code: string }[] = [];
  /** failure_reasons the next refunds are made with and answered `failed` (e.g. expired_or_canceled_card). */
  const failures: string[] = [];
  const handler = (request: RecordedRequest): FakeAnswer => {
    const url = new URL(request.url, 'https://stripe.test');
    const auth = request.headers.authorization;
    const form = new URLSearchParams(request.body);
    const host = String(request.headers.host ?? '');
    const formEncoded = String(request.headers['content-type'] ?? '').startsWith(
      'application/x-www-form-urlencoded',
    );
    if (host.startsWith('connect.stripe.com')) {
      if (auth !== `Bearer ${FAKE_STRIPE_PLATFORM.secretKey}`) {
        return oauthError('invalid_client', 'No such API key');
      }
      if (request.method === 'POST' && url.pathname === '/oauth/token') {
        if (!formEncoded || form.get('grant_type') !== 'authorization_code') {
          return oauthError('unsupported_grant_type', 'Only authorization_code is supported');
        }
        const code = form.get('code') ?? '';
        if (!codes.delete(code)) {
          return oauthError('invalid_grant', `Authorization code does not exist: ${code}`);
        }
        return {
          body: {
            access_token: FAKE_STRIPE_ACCOUNT.accessToken,
            livemode: false,
            refresh_token: 'rt_test',
            token_type: 'bearer',
            stripe_publishable_key: 'pk_test_connected',
            stripe_user_id: FAKE_STRIPE_ACCOUNT.id,
            scope: 'read_write',
          },
        };
      }
      if (request.method === 'POST' && url.pathname === '/oauth/deauthorize') {
        if (form.get('client_id') !== FAKE_STRIPE_PLATFORM.clientId) {
          return oauthError('invalid_client', `No such application: '${form.get('client_id') ?? ''}'`);
        }
        return { body: { stripe_user_id: form.get('stripe_user_id') } };
      }
      return oauthError('invalid_request', 'Unknown OAuth path');
    }
    // Refunds on the connected account (apps.md §3.5): its own access token (or the platform's key) and its
    // Stripe-Account; Stripe's checks of the form, and what a test asked Stripe to refuse next.
    if (request.method === 'POST' && url.pathname === '/v1/refunds') {
      const onAccount =
        auth === `Bearer ${FAKE_STRIPE_ACCOUNT.accessToken}` ||
        auth === `Bearer ${FAKE_STRIPE_PLATFORM.secretKey}`;
      if (!onAccount) return apiError(401, 'invalid_request_error', 'Invalid API Key provided');
      if (request.headers['stripe-account'] !== FAKE_STRIPE_ACCOUNT.id) {
        return apiError(404, 'invalid_request_error', 'No such payment_intent', 'resource_missing');
      }
      if (!formEncoded) return apiError(400, 'invalid_request_error', 'Invalid request body');
      const paymentIntent = form.get('payment_intent') ?? '';
      const amount = Number(form.get('amount'));
      const reason = form.get('reason');
      if (!paymentIntent.startsWith('pi_')) {
        return apiError(
          404,
          'invalid_request_error',
          `No such payment_intent: '${paymentIntent}'`,
          'resource_missing',
        );
      }
      if (!Number.isInteger(amount) || amount < 1) {
        return apiError(
          400,
          'invalid_request_error',
          'Invalid positive integer',
          'parameter_invalid_integer',
        );
      }
      if (reason !== null && !['duplicate', 'fraudulent', 'requested_by_customer'].includes(reason)) {
        return apiError(
          400,
          'invalid_request_error',
          `Invalid reason: must be one of duplicate, fraudulent, or requested_by_customer`,
        );
      }
      const refusal = refusals.shift();
      if (refusal) return apiError(400, 'invalid_request_error', refusal.message, refusal.code);
      const refund = { id: `re_test_${refunds.length + 1}`, paymentIntent, amount, reason };
      refunds.push(refund);
      const failure = failures.shift();
      return {
        body: {
          id: refund.id,
          object: 'refund',
          amount: refund.amount,
          currency: 'usd',
          payment_intent: paymentIntent,
          reason,
          status: failure ? 'failed' : 'succeeded',
          ...(failure && { failure_reason: failure }),
        },
      };
    }
    const platformCall = auth === `Bearer ${FAKE_STRIPE_PLATFORM.secretKey}`;
    if (!platformCall) return apiError(401, 'invalid_request_error', 'Invalid API Key provided');
    if (request.method === 'GET' && url.pathname === `/v1/accounts/${FAKE_STRIPE_ACCOUNT.id}`) {
      return {
        body: {
          id: FAKE_STRIPE_ACCOUNT.id,
          object: 'account',
          country: FAKE_STRIPE_ACCOUNT.country,
          default_currency: 'gbp',
          email: 'finance@northwind-contact.com',
          business_profile: { name: FAKE_STRIPE_ACCOUNT.name },
          settings: { dashboard: { display_name: 'Northwind' } },
        },
      };
    }
    if (request.method === 'GET' && url.pathname === `/v1/country_specs/${FAKE_STRIPE_ACCOUNT.country}`) {
      return {
        body: {
          id: FAKE_STRIPE_ACCOUNT.country,
          object: 'country_spec',
          default_currency: 'gbp',
          supported_payment_currencies: ['gbp', 'eur', 'usd'],
        },
      };
    }
    return apiError(
      404,
      'invalid_request_error',
      `Unrecognized request URL (${request.method}: ${url.pathname})`,
    );
  };
  const fake = await startHttpsFake(handler);
  return {
    ...fake,
    refunds,
    /** The next refund is refused with Stripe's message and code. */
    refuseNextRefund(message: string, code = 'charge_already_refunded') {
      refusals.push({ message, code });
    },
    /** The next refund is made but answered `failed` with this failure_reason. */
    failNextRefund(failureReason = 'expired_or_canceled_card') {
      failures.push(failureReason);
    },
    /** Another code Stripe will accept once (a second connection). */
    issueCode(code: string) {
      codes.add(code);
    },
    /** The guard's OUTBOUND_RESOLVE entries that send Stripe's hosts here. */
    resolve: {
      'connect.stripe.com:443': `127.0.0.1:${fake.port}`,
      'api.stripe.com:443': `127.0.0.1:${fake.port}`,
    },
  };
}
export type StripeFake = Awaited<ReturnType<typeof startStripeFake>>;
