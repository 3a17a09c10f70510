import { z } from 'zod';
import { PRODUCT_CURRENCIES } from '../products/schemas';
import { conflict, Refusal } from '../rules/errors';

/**
 * Payments › Settings › Card Payment Provider (apps.md §3.5): the account connects one card provider at a time,
 * Stripe through Stripe Connect's OAuth, Adyen with an API key. The provider's secrets (Stripe's access token,
 * Adyen's API key) are write-only: sealed at rest, never answered.
 */
export const PAYMENT_PROVIDERS = ['stripe', 'adyen'] as const;
export const paymentProviderSchema = z.enum(PAYMENT_PROVIDERS);
export type PaymentProvider = z.infer<typeof paymentProviderSchema>;

export const PAYMENT_PROVIDER_LABELS: Record<PaymentProvider, string> = { stripe: 'Stripe', adyen: 'Adyen' };

export const ADYEN_ENVIRONMENTS = ['test', 'live'] as const;
export type AdyenEnvironment = (typeof ADYEN_ENVIRONMENTS)[number];

/** How long a started Stripe connection may take before its state expires (our choice, as SSO's 10 minutes). */
export const STRIPE_CONNECT_STATE_TTL_MS = 10 * 60_000;

/** The console page Stripe sends the admin back to (apps.md §3.5 "…/callback"), under the console's origin. */
export const STRIPE_CALLBACK_PATH = '/payments/settings/card-payment-provider/callback';

/** Stripe Connect's OAuth authorize page (the browser goes there; the server only builds the address). */
export const STRIPE_AUTHORIZE_URL = 'https://connect.stripe.com/oauth/authorize';

/** The page's texts (apps.md §3.5), shown exactly; the server's refusals are in rules/errors.ts. */
export const PAYMENT_PROVIDER_MESSAGES = {
  stateInvalid: 'The connection request expired. Please try again.',
  oneAtATime: 'Disconnect the current provider to connect another one',
  apiKeyRequired: 'API key is required',
  merchantAccountRequired: 'Merchant account is required',
  codeRequired: 'code is required',
  stateRequired: 'state is required',
} as const;

/** The connection GET /payments/provider answers; `{}` while none is connected. */
export const providerConnectionSchema = z.object({
  provider: paymentProviderSchema,
  accountId: z.string(),
  accountName: z.string(),
  livemode: z.boolean(),
  connectedAt: z.iso.datetime({ offset: true }),
  connectedBy: z.object({ firstName: z.string(), lastName: z.string() }),
  /** ISO 4217 codes the connected account takes payments in (the product catalog's currency list). */
  currencies: z.array(z.string().length(3)),
});
export type ProviderConnection = z.infer<typeof providerConnectionSchema>;

/** GET /payments/provider: the connection, or `{}` when none (apps.md §6). */
export const paymentProviderStateSchema = z.union([providerConnectionSchema, z.object({}).strict()]);
export type PaymentProviderState = z.infer<typeof paymentProviderStateSchema>;

export const isConnected = (state: PaymentProviderState): state is ProviderConnection => 'provider' in state;

/** What a connect or a save answers (apps.md §3.5). */
export const connectedProviderSchema = providerConnectionSchema.pick({
  provider: true,
  accountId: true,
  accountName: true,
  livemode: true,
  connectedAt: true,
});
export type ConnectedProvider = z.infer<typeof connectedProviderSchema>;

/** Adyen's credentials: the API key (write-only), the merchant account and the environment. */
export const adyenCredentialsSchema = z.object({
  apiKey: z.string().trim().min(1, { error: PAYMENT_PROVIDER_MESSAGES.apiKeyRequired }).max(500),
  merchantAccount: z
    .string()
    .trim()
    .min(1, { error: PAYMENT_PROVIDER_MESSAGES.merchantAccountRequired })
    .max(200),
  environment: z.enum(ADYEN_ENVIRONMENTS),
});
export type AdyenCredentials = z.input<typeof adyenCredentialsSchema>;

/** The Adyen form: the same checks, so the form and both back ends refuse with the same words. */
export const adyenFormSchema = adyenCredentialsSchema;
export type AdyenForm = z.input<typeof adyenFormSchema>;

/** The host of Adyen's Management API for the environment (the Test and the save call GET /v3/me there). */
export const adyenManagementBase = (environment: AdyenEnvironment) =>
  `https://management-${environment}.adyen.com`;

/**
 * The currencies an Adyen merchant account is offered (our choice: Adyen's Management API answers no currency list;
 * its payment methods take every ISO currency, so the catalog keeps the provider-neutral list).
 */
export const ADYEN_CURRENCIES = PRODUCT_CURRENCIES;

/**
 * Stripe Connect's OAuth authorize address (apps.md §3.5): a Standard account's read_write access, the one-time
 * state, and the console's callback page under `origin` (the server's PUBLIC_URL) as redirect_uri.
 */
export function stripeAuthorizeUrl(clientId: string, state: string, origin: string): string {
  const query = new URLSearchParams({
    response_type: 'code',
    client_id: clientId,
    scope: 'read_write',
    state,
    redirect_uri: new URL(STRIPE_CALLBACK_PATH, origin).toString(),
  });
  return `${STRIPE_AUTHORIZE_URL}?${query.toString()}`;
}

/**
 * One provider at a time (apps.md §3.5): connecting `provider` while another is connected is 409 CONFLICT
 * "Disconnect the current provider to connect another one"; the same provider again replaces its connection.
 */
export function refuseOtherProvider(current: PaymentProvider | null | undefined, provider: PaymentProvider) {
  if (current && current !== provider) throw conflict(PAYMENT_PROVIDER_MESSAGES.oneAtATime);
}

/** 400 OAUTH_STATE_INVALID "The connection request expired. Please try again." (a bad, used or expired state). */
export const stripeStateInvalid = () =>
  new Refusal('OAUTH_STATE_INVALID', PAYMENT_PROVIDER_MESSAGES.stateInvalid);

/**
 * Where a payment opens in its provider's dashboard, the drawer's "View in {provider}": Stripe's payment page (test
 * mode's under /test), Adyen's Customer Area transaction of the environment the connection is in.
 */
export function providerPaymentUrl(
  connection: Pick<ProviderConnection, 'provider' | 'livemode'>,
  paymentId: string,
): string {
  const id = encodeURIComponent(paymentId);
  if (connection.provider === 'stripe') {
    return `https://dashboard.stripe.com/${connection.livemode ? '' : 'test/'}payments/${id}`;
  }
  const environment = connection.livemode ? 'live' : 'test';
  return `https://ca-${environment}.adyen.com/ca/ca/accounts/showTx.shtml?pspReference=${id}&txType=Payment`;
}
