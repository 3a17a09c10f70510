import { queryOptions } from '@tanstack/react-query';
import type { ApiClient } from '../client/create-client';
import type { CallOptions } from '../client/endpoint';
import { defineEndpoint } from '../client/endpoint';
import { paymentProviderKeys } from './keys';
import type { PaymentProviderState } from './schemas';
import { paymentProviderStateSchema } from './schemas';

/** GET /payments/provider (apps.md §3.5, §6): the connected card provider, or `{}` when none. */
export const getPaymentProviderEndpoint = defineEndpoint({
  method: 'GET',
  path: '/payments/provider',
  response: paymentProviderStateSchema,
});

export function getPaymentProvider(
  client: ApiClient,
  options: CallOptions = {},
): Promise<PaymentProviderState> {
  return client.json(paymentProviderStateSchema, {
    method: getPaymentProviderEndpoint.method,
    path: getPaymentProviderEndpoint.path,
    signal: options.signal,
  });
}

export function getPaymentProviderQueryOptions(client: ApiClient, accountId: string) {
  return queryOptions({
    queryKey: paymentProviderKeys.state(accountId),
    queryFn: ({ signal }) => getPaymentProvider(client, { signal }),
  });
}
