import {
  PAYMENT_PROVIDER_LABELS,
  PAYMENT_PROVIDER_MESSAGES,
  type PaymentProvider,
} from '@console/api-client';

/** Payments › Settings › Card Payment Provider's words (apps.md §3.5), quoted exactly where the spec quotes them. */
export const PROVIDER_PAGE_TITLE = 'Card Payment Provider';
export const PROVIDER_PAGE_LEAD =
  'Connect the card payment provider that takes your customers’ payments. One provider at a time.';
export const PROVIDER_NOUN = 'the card payment provider';

export const CONNECT_WITH_STRIPE = 'Connect with Stripe';
export const CONNECTING_STRIPE = 'Connecting your Stripe account...';
export const STRIPE_CONNECTED = 'Stripe has been connected';
export const BACK_TO_PROVIDER = 'Back to card payment provider';
export const CONNECT_FAILED_TITLE = 'Stripe could not be connected';
export const ONE_AT_A_TIME = PAYMENT_PROVIDER_MESSAGES.oneAtATime;

export const disconnectTitle = (provider: PaymentProvider) =>
  `Disconnect ${PAYMENT_PROVIDER_LABELS[provider]}?`;
export const DISCONNECT_DESCRIPTION = "Agents can't take payments until a provider is connected.";

/** Each card's description (ours). */
export const PROVIDER_CARDS = {
  stripe: {
    title: 'Stripe',
    description:
      'Connect your Stripe account through Stripe Connect. You sign in at Stripe and approve the link.',
  },
  adyen: {
    title: 'Adyen',
    description: 'Take payments through your Adyen merchant account with an API key from your Customer Area.',
  },
} as const satisfies Record<PaymentProvider, { title: string; description: string }>;

export const MODE_LABEL = { live: 'Live', test: 'Test' } as const;
