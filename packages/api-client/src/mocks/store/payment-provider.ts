import type { ProviderConnection } from '../../payment-provider/schemas';
import { appsState } from './apps';
import type { MockAccountState } from './types';

/**
 * Payments › Card Payment Provider in the mocks: the connection (with the secret the server seals: Stripe's access
 * token or Adyen's API key, never answered) and the Stripe connections started and not yet finished, each bound to
 * the admin who started it and good until `expiresAt`, as the server's payment_provider_states rows.
 */
export interface MockPaymentProvider {
  connection: (ProviderConnection & { secret: string }) | null;
  states: { state: string; adminId: string; expiresAt: string }[];
}

export function paymentProviderOf(scope: MockAccountState): MockPaymentProvider {
  const state = appsState(scope);
  state.paymentProvider ??= { connection: null, states: [] };
  return state.paymentProvider;
}

/** The platform's Stripe Connect client id the mocks build the authorize address with (the server's STRIPE_CLIENT_ID). */
export const MOCK_STRIPE_CLIENT_ID = 'ca_MockPlatform0000000000000000';

/** The Stripe account the simulated Stripe connects (a test-mode Standard account). */
export const MOCK_STRIPE_ACCOUNT = {
  accountId: 'acct_1MockNorthwind00',
  accountName: 'Northwind Contact',
  livemode: false,
  currencies: ['USD', 'EUR', 'GBP'],
} as const;
