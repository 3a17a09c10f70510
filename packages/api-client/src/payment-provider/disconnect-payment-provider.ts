import { mutationOptions } from '@tanstack/react-query';
import type { ApiClient } from '../client/create-client';
import type { CallOptions } from '../client/endpoint';
import { defineEndpoint } from '../client/endpoint';
import { paymentProviderKeys } from './keys';

/**
 * DELETE /payments/provider (apps.md §3.5): Stripe's connection is deauthorised at Stripe
 * (POST https://connect.stripe.com/oauth/deauthorize) before it is forgotten; an empty 200 when none is connected.
 * Audited.
 */
export const disconnectPaymentProviderEndpoint = defineEndpoint({
  method: 'DELETE',
  path: '/payments/provider',
});

export function disconnectPaymentProvider(client: ApiClient, options: CallOptions = {}): Promise<void> {
  return client.send({
    method: disconnectPaymentProviderEndpoint.method,
    path: disconnectPaymentProviderEndpoint.path,
    signal: options.signal,
  });
}

export function disconnectPaymentProviderMutationOptions(client: ApiClient, accountId: string) {
  return mutationOptions({
    mutationKey: [...paymentProviderKeys.all(accountId), 'disconnect'],
    mutationFn: () => disconnectPaymentProvider(client),
    onSuccess: (_data, _input, _onMutateResult, context) =>
      context.client.invalidateQueries({ queryKey: paymentProviderKeys.all(accountId) }),
  });
}
