/** The Stripe platform the journeys' server is configured with, and the account its OAuth connects. */
export const E2E_STRIPE = {
  clientId: 'ca_E2ePlatform00000000000000000',
  secretKey: 'sk_test_e2e_platform',
  code: 'ac_e2e_connect_code',
  account: { id: 'acct_1E2eNorthwind000', name: 'Northwind Contact (E2E)', country: 'US' },
};
