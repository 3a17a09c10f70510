import type { HttpHandler } from 'msw';
import type { ProviderConnection } from '../../payment-provider/schemas';
import {
  ADYEN_CURRENCIES,
  PAYMENT_PROVIDER_LABELS,
  refuseOtherProvider,
  STRIPE_CONNECT_STATE_TTL_MS,
  stripeAuthorizeUrl,
  stripeStateInvalid,
} from '../../payment-provider/schemas';
import { auditEvents } from '../../rules/audit-events';
import { mockRoute } from '../http/mock-route';
import type { MockStore } from '../store/types';
import { appendAudit } from '../store/audit-log';
import { MOCK_STRIPE_ACCOUNT, MOCK_STRIPE_CLIENT_ID, paymentProviderOf } from '../store/payment-provider';

const connectedView = ({ provider, accountId, accountName, livemode, connectedAt }: ProviderConnection) => ({
  provider,
  accountId,
  accountName,
  livemode,
  connectedAt,
});

/**
 * Payments › Card Payment Provider (apps.md §3.5) as the server answers it (routes/payment-provider.ts). The
 * providers are simulated: Stripe connects MOCK_STRIPE_ACCOUNT for any code, Adyen accepts any key; their refusals
 * come from scenarios (`scenario(ops.testPaymentProvider).reply({ wasSuccessful: false, message })`,
 * `.error('PAYMENT_PROVIDER_FAILED')`). What the mock can decide it decides as the server does: one provider at a
 * time, the state taken once, unexpired and only by the admin who started it.
 */
export function paymentProviderHandlers(store: MockStore): HttpHandler[] {
  return [
    mockRoute(store, 'getPaymentProvider', ({ scope }) => {
      const { connection } = paymentProviderOf(scope);
      if (!connection) return {};
      const { secret: _secret, ...view } = connection;
      return view;
    }),
    mockRoute(store, 'connectStripe', ({ request, scope, caller }) => {
      const provider = paymentProviderOf(scope);
      refuseOtherProvider(provider.connection?.provider, 'stripe');
      store.sequence += 1;
      const state = `pst_${String(store.sequence).padStart(20, '0')}`;
      const expiresAt = new Date(store.now.getTime() + STRIPE_CONNECT_STATE_TTL_MS).toISOString();
      provider.states.push({ state, adminId: caller.admin.id, expiresAt });
      return { url: stripeAuthorizeUrl(MOCK_STRIPE_CLIENT_ID, state, new URL(request.url).origin) };
    }),
    mockRoute(store, 'completeStripeCallback', ({ body, scope, caller }) => {
      const provider = paymentProviderOf(scope);
      const index = provider.states.findIndex((row) => row.state === body.state);
      const [started] = index < 0 ? [] : provider.states.splice(index, 1);
      if (!started || started.adminId !== caller.admin.id || started.expiresAt <= store.now.toISOString()) {
        throw stripeStateInvalid();
      }
      refuseOtherProvider(provider.connection?.provider, 'stripe');
      provider.connection = {
        provider: 'stripe',
        ...MOCK_STRIPE_ACCOUNT,
        currencies: [...MOCK_STRIPE_ACCOUNT.currencies],
        connectedAt: store.now.toISOString(),
        connectedBy: { firstName: caller.admin.firstName, lastName: caller.admin.lastName },
        secret: `sk_test_mock_${body.code}`,
      };
      appendAudit(store, scope, caller, auditEvents.paymentProviderConnected(PAYMENT_PROVIDER_LABELS.stripe));
      return connectedView(provider.connection);
    }),
    mockRoute(store, 'testPaymentProvider', () => ({ wasSuccessful: true })),
    mockRoute(store, 'savePaymentProvider', ({ body, scope, caller }) => {
      const provider = paymentProviderOf(scope);
      refuseOtherProvider(provider.connection?.provider, 'adyen');
      provider.connection = {
        provider: 'adyen',
        accountId: body.adyen.merchantAccount,
        accountName: body.adyen.merchantAccount,
        livemode: body.adyen.environment === 'live',
        connectedAt: store.now.toISOString(),
        connectedBy: { firstName: caller.admin.firstName, lastName: caller.admin.lastName },
        currencies: [...ADYEN_CURRENCIES],
        secret: body.adyen.apiKey,
      };
      appendAudit(store, scope, caller, auditEvents.paymentProviderConnected(PAYMENT_PROVIDER_LABELS.adyen));
      return connectedView(provider.connection);
    }),
    mockRoute(store, 'disconnectPaymentProvider', ({ scope, caller }) => {
      const provider = paymentProviderOf(scope);
      const current = provider.connection;
      if (!current) return undefined;
      provider.connection = null;
      appendAudit(
        store,
        scope,
        caller,
        auditEvents.paymentProviderDisconnected(PAYMENT_PROVIDER_LABELS[current.provider]),
      );
      return undefined;
    }),
  ];
}
