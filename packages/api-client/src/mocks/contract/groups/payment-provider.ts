import { ADYEN_CURRENCIES, PAYMENT_PROVIDER_MESSAGES } from '../../../payment-provider/schemas';
import { ERROR_MESSAGES } from '../../../rules/errors';
import { MOCK_STRIPE_CLIENT_ID } from '../../store/payment-provider';
import { newestAuditEntry, NOW, refused, refusedStep } from '../facts';
import type { ContractGroup } from '../types';

const PATH = '/payments/provider';
const ADYEN = { apiKey: 'AQEyhmfxKo_contract', merchantAccount: 'NorthwindECOM', environment: 'test' };
const connectedAdyen = {
  provider: 'adyen',
  accountId: 'NorthwindECOM',
  accountName: 'NorthwindECOM',
  livemode: false,
  connectedAt: NOW,
};
const audit = (description: string, event: string) =>
  newestAuditEntry(`audited: ${description}`, {
    admin: { firstName: 'Marcus', lastName: 'Reed' },
    namespace: 'payments',
    description,
    event,
  });

/** Stripe's authorize address without what differs by design (the one-time state, the console's origin). */
const authorizeAddress = (body: unknown) => {
  const url = new URL((body as { url: string }).url);
  return {
    address: `${url.origin}${url.pathname}`,
    responseType: url.searchParams.get('response_type'),
    clientId: url.searchParams.get('client_id'),
    scope: url.searchParams.get('scope'),
    hasState: (url.searchParams.get('state') ?? '').length > 0,
    callback: new URL(url.searchParams.get('redirect_uri') ?? '').pathname,
  };
};

export const paymentProviderGroup: ContractGroup = {
  name: 'payments: the card payment provider, one at a time, Stripe state checks, Adyen credentials write-only',
  steps: [
    {
      name: 'none connected: {}',
      call: 'getPaymentProvider',
      as: 'admin',
      path: PATH,
      expect: { status: 200, body: {} },
    },
    {
      name: 'a supervisor does not see the settings page',
      call: 'getPaymentProvider',
      as: 'supervisor',
      path: PATH,
      expect: { status: 403, body: refused(403, 'FORBIDDEN', ERROR_MESSAGES.FORBIDDEN) },
    },
    refusedStep(
      "Adyen's API key and merchant account are required",
      {
        call: 'savePaymentProvider',
        as: 'admin',
        path: PATH,
        body: { provider: 'adyen', adyen: { apiKey: ' ', merchantAccount: '', environment: 'test' } },
      },
      { field: 'adyen.apiKey', message: PAYMENT_PROVIDER_MESSAGES.apiKeyRequired },
      { field: 'adyen.merchantAccount', message: PAYMENT_PROVIDER_MESSAGES.merchantAccountRequired },
    ),
    {
      name: 'a Stripe callback with a state this server never gave is refused',
      call: 'completeStripeCallback',
      as: 'admin',
      path: `${PATH}/callback`,
      body: { code: 'ac_contract', state: 'pst_never_started' },
      expect: {
        status: 400,
        body: refused(400, 'OAUTH_STATE_INVALID', PAYMENT_PROVIDER_MESSAGES.stateInvalid),
      },
    },
    {
      name: "connecting Stripe answers Stripe Connect's authorize address with a state and the callback page",
      call: 'connectStripe',
      as: 'admin',
      path: `${PATH}/connect`,
      body: { provider: 'stripe' },
      expect: {
        status: 201,
        view: authorizeAddress,
        body: {
          address: 'https://connect.stripe.com/oauth/authorize',
          responseType: 'code',
          clientId: MOCK_STRIPE_CLIENT_ID,
          scope: 'read_write',
          hasState: true,
          callback: '/payments/settings/card-payment-provider/callback',
        },
      },
    },
    {
      name: "Adyen's credentials pass the test",
      call: 'testPaymentProvider',
      as: 'admin',
      path: `${PATH}/test`,
      body: { provider: 'adyen', adyen: ADYEN },
      expect: { status: 201, body: { wasSuccessful: true } },
    },
    {
      name: 'saving Adyen connects it',
      call: 'savePaymentProvider',
      as: 'admin',
      path: PATH,
      body: { provider: 'adyen', adyen: ADYEN },
      expect: { status: 200, body: connectedAdyen },
    },
    {
      name: 'the connection, who made it and its currencies; the API key is never answered',
      call: 'getPaymentProvider',
      as: 'owner',
      path: PATH,
      expect: {
        status: 200,
        body: {
          ...connectedAdyen,
          connectedBy: { firstName: 'Marcus', lastName: 'Reed' },
          currencies: [...ADYEN_CURRENCIES],
        },
      },
    },
    audit('Adyen has been connected', 'payments.provider-connected'),
    {
      name: 'Stripe cannot be connected while Adyen is',
      call: 'connectStripe',
      as: 'admin',
      path: `${PATH}/connect`,
      body: { provider: 'stripe' },
      expect: { status: 409, body: refused(409, 'CONFLICT', PAYMENT_PROVIDER_MESSAGES.oneAtATime) },
    },
    {
      name: 'disconnecting',
      call: 'disconnectPaymentProvider',
      as: 'admin',
      path: PATH,
      expect: { status: 200 },
    },
    audit('Adyen has been disconnected', 'payments.provider-disconnected'),
    {
      name: 'none connected again',
      call: 'getPaymentProvider',
      as: 'admin',
      path: PATH,
      expect: { status: 200, body: {} },
    },
  ],
};
