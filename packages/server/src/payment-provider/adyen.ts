import type { AdyenCredentials, AdyenEnvironment } from '@console/api-client';
import { adyenManagementBase } from '@console/api-client';
import type { Outbound } from '../outbound/outbound';
import { OutboundError } from '../outbound/outbound';
import { HttpError } from '../http/errors';

type AdyenMe = { companyName?: unknown; associatedMerchantAccounts?: unknown };

export type AdyenCheck =
  { wasSuccessful: true; companyName: string | undefined } | { wasSuccessful: false; message: string };

/** Adyen's words from an error answer (RFC 7807 `detail`/`title`, or the older `message`), else its status. */
function adyenMessage(status: number, body: string): string {
  try {
    const parsed = JSON.parse(body) as { detail?: unknown; title?: unknown; message?: unknown };
    const text = [parsed.detail, parsed.message, parsed.title].find(
      (value): value is string => typeof value === 'string' && value.length > 0,
    );
    if (text) return text;
  } catch {
    // Not JSON: the status says it.
  }
  return `Adyen answered ${status}`;
}

/**
 * The credential check (apps.md §6 POST /payments/provider/test, and PUT's test first): Adyen's Management API
 * `GET /v3/me` with the API key in X-API-Key, on management-test.adyen.com or management-live.adyen.com, through the
 * outbound guard. A key whose user lists its merchant accounts must list this one.
 */
export async function checkAdyen(
  outbound: Outbound,
  credentials: Required<AdyenCredentials>,
): Promise<AdyenCheck> {
  let answer;
  try {
    answer = await outbound.request({
      url: `${adyenManagementBase(credentials.environment)}/v3/me`,
      method: 'GET',
      headers: { 'x-api-key': credentials.apiKey, accept: 'application/json' },
    });
  } catch (error) {
    if (error instanceof OutboundError) return { wasSuccessful: false, message: error.message };
    throw error;
  }
  if (answer.status !== 200)
    return { wasSuccessful: false, message: adyenMessage(answer.status, answer.body) };
  let me: AdyenMe = {};
  try {
    me = JSON.parse(answer.body) as AdyenMe;
  } catch {
    return { wasSuccessful: false, message: 'Adyen answered something that is not JSON' };
  }
  const merchants = Array.isArray(me.associatedMerchantAccounts) ? me.associatedMerchantAccounts : null;
  if (merchants && !merchants.includes(credentials.merchantAccount)) {
    return {
      wasSuccessful: false,
      message: `This API key has no access to the merchant account ${credentials.merchantAccount}`,
    };
  }
  return {
    wasSuccessful: true,
    companyName: typeof me.companyName === 'string' && me.companyName ? me.companyName : undefined,
  };
}

/** Adyen's Checkout API base of an environment (test, or live on the classic host). */
export const adyenCheckoutBase = (environment: AdyenEnvironment) =>
  `https://checkout-${environment}.adyen.com/v71`;

/**
 * Refunds a payment at Adyen (apps.md §3.5): Checkout API POST /v71/payments/{pspReference}/refunds with the merchant
 * account and the amount {value, currency} in minor units, X-API-Key the stored key, through the outbound guard.
 * Adyen answers 201 `received` (the outcome arrives later by notification): the refund is pending. A refusal is 422
 * PAYMENT_PROVIDER_FAILED in Adyen's words.
 */
export async function refundAdyenPayment(
  outbound: Outbound,
  credentials: Required<AdyenCredentials>,
  refund: { pspReference: string; amount: number; currency: string; reference: string },
): Promise<{ id: string; status: 'pending' }> {
  let answer;
  try {
    answer = await outbound.request({
      url: `${adyenCheckoutBase(credentials.environment)}/payments/${encodeURIComponent(refund.pspReference)}/refunds`,
      method: 'POST',
      headers: {
        'x-api-key': credentials.apiKey,
        'content-type': 'application/json',
        accept: 'application/json',
        'idempotency-key': refund.reference,
      },
      body: JSON.stringify({
        merchantAccount: credentials.merchantAccount,
        amount: { value: refund.amount, currency: refund.currency },
        reference: refund.reference,
      }),
    });
  } catch (error) {
    if (error instanceof OutboundError) throw new HttpError('PAYMENT_PROVIDER_FAILED', error.message);
    throw error;
  }
  if (answer.status !== 200 && answer.status !== 201) {
    throw new HttpError('PAYMENT_PROVIDER_FAILED', adyenMessage(answer.status, answer.body));
  }
  let body: { pspReference?: unknown } = {};
  try {
    body = JSON.parse(answer.body) as { pspReference?: unknown };
  } catch {
    // Not JSON: no refund reference, refused below.
  }
  if (typeof body.pspReference !== 'string' || body.pspReference === '') {
    throw new HttpError('PAYMENT_PROVIDER_FAILED', 'Adyen did not answer a refund reference');
  }
  return { id: body.pspReference, status: 'pending' };
}
