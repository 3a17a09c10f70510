import Stripe from 'stripe';
import type { RefundReason } from '@console/api-client';
import { isKnownCurrency } from '@console/api-client/rules';
import { HttpError } from '../http/errors';
import type { Outbound } from '../outbound/outbound';
import { OutboundError } from '../outbound/outbound';

/**
 * Stripe through the official `stripe` package, every call through the outbound guard: its fetch client is built on
 * `outbound.fetch` (https only, public addresses, the guard's time-out), so the SDK speaks Stripe's real protocol
 * (form-encoded bodies, Bearer secret key, Stripe-Account, Stripe's error shape turned into StripeError) and nothing
 * reaches the network another way. The SDK's own retries are off: an admin's click is one request.
 */
export function stripeClient(outbound: Outbound, secretKey: string): Stripe {
  return new Stripe(secretKey, {
    httpClient: Stripe.createFetchHttpClient(((url: string, init?: Parameters<Outbound['fetch']>[1]) =>
      outbound.fetch(url, init)) as typeof fetch),
    maxNetworkRetries: 0,
    telemetry: false,
  });
}

/** A Stripe refusal or an unreachable Stripe as 422 PAYMENT_PROVIDER_FAILED with Stripe's (or the guard's) words. */
export function stripeFailure(error: unknown): never {
  if (error instanceof Stripe.errors.StripeError) {
    throw new HttpError('PAYMENT_PROVIDER_FAILED', error.message || 'Stripe refused the request');
  }
  if (error instanceof OutboundError) throw new HttpError('PAYMENT_PROVIDER_FAILED', error.message);
  throw error;
}

export interface StripeConnection {
  accountId: string;
  accountName: string;
  livemode: boolean;
  accessToken: string;
  currencies: string[];
}

/**
 * Finishes Stripe Connect's OAuth: the code exchanged at https://connect.stripe.com/oauth/token with the platform's
 * secret key, then the connected account read (GET /v1/accounts/{id}: its business name) and the currencies its
 * country takes payments in (GET /v1/country_specs/{country}: supported_payment_currencies).
 */
export async function connectStripeAccount(
  outbound: Outbound,
  secretKey: string,
  code: string,
): Promise<StripeConnection> {
  const stripe = stripeClient(outbound, secretKey);
  try {
    const token = await stripe.oauth.token({ grant_type: 'authorization_code', code });
    const accountId = token.stripe_user_id ?? '';
    if (!accountId || !token.access_token) {
      throw new HttpError('PAYMENT_PROVIDER_FAILED', 'Stripe did not answer a connected account');
    }
    const account = await stripe.accounts.retrieve(accountId);
    const accountName =
      account.business_profile?.name ??
      account.settings?.dashboard.display_name ??
      account.email ??
      accountId;
    const spec = account.country ? await stripe.countrySpecs.retrieve(account.country) : null;
    const currencies = [
      ...new Set(
        (spec?.supported_payment_currencies ?? [account.default_currency ?? 'usd'])
          .map((code) => code.toUpperCase())
          .filter(isKnownCurrency),
      ),
    ];
    return {
      accountId,
      accountName,
      livemode: token.livemode ?? false,
      accessToken: token.access_token,
      currencies,
    };
  } catch (error) {
    return stripeFailure(error);
  }
}

/**
 * Disconnects the account from the platform: POST https://connect.stripe.com/oauth/deauthorize with the client id
 * and the account (apps.md §3.5 "Stripe deauthorised"). An account Stripe no longer links (the owner revoked it in
 * Stripe's dashboard) is already deauthorised: that refusal is not an error.
 */
export async function deauthorizeStripe(
  outbound: Outbound,
  platform: { clientId: string; secretKey: string },
  accountId: string,
): Promise<void> {
  const stripe = stripeClient(outbound, platform.secretKey);
  try {
    await stripe.oauth.deauthorize({ client_id: platform.clientId, stripe_user_id: accountId });
  } catch (error) {
    if (error instanceof Stripe.errors.StripeError && error.type === 'StripeInvalidGrantError') return;
    stripeFailure(error);
  }
}

/** A refund as the route records it: the provider's id and status in our words. */
export interface ProviderRefund {
  id: string;
  status: 'succeeded' | 'pending';
}

/**
 * Refunds a payment on the connected account (apps.md §3.5): Stripe's Refunds API, POST /v1/refunds with the
 * payment_intent, the amount in minor units and Stripe's reason (it has no `other`: that one is sent without), with the
 * account's own access token and its Stripe-Account. A refusal is 422 PAYMENT_PROVIDER_FAILED in Stripe's words; so is
 * a refund Stripe made but answers `failed` or `canceled` (its failure_reason), so nothing claims a refund issued.
 */
export async function refundStripePayment(
  outbound: Outbound,
  connection: { accessToken: string; accountId: string },
  refund: { paymentIntent: string; amount: number; reason: RefundReason },
): Promise<ProviderRefund> {
  const stripe = stripeClient(outbound, connection.accessToken);
  const reason = refund.reason === 'other' ? undefined : refund.reason;
  try {
    const made = await stripe.refunds.create(
      { payment_intent: refund.paymentIntent, amount: refund.amount, ...(reason && { reason }) },
      { stripeAccount: connection.accountId },
    );
    if (made.status === 'failed' || made.status === 'canceled') {
      throw new HttpError(
        'PAYMENT_PROVIDER_FAILED',
        `Stripe could not refund this payment (${made.failure_reason ?? made.status})`,
      );
    }
    return { id: made.id, status: made.status === 'succeeded' ? 'succeeded' : 'pending' };
  } catch (error) {
    return stripeFailure(error);
  }
}
