import type { ProviderConnection } from '@console/api-client';
import { MOCK_STRIPE_ACCOUNT } from '@console/api-client/mocks';

/** The mocks' Stripe account connected, as the card-payment-provider and refund stories put it in the store. */
export const STRIPE_CONNECTION: ProviderConnection & { secret: string } = {
  provider: 'stripe',
  ...MOCK_STRIPE_ACCOUNT,
  currencies: [...MOCK_STRIPE_ACCOUNT.currencies],
  connectedAt: '2026-11-20T16:30:00.000Z',
  connectedBy: { firstName: 'Marcus', lastName: 'Reed' },
  secret: 'sk_test_mock',
};
