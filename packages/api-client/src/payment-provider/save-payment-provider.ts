import { mutationOptions } from '@tanstack/react-query';
import { z } from 'zod';
import type { ApiClient } from '../client/create-client';
import type { CallOptions } from '../client/endpoint';
import { defineEndpoint } from '../client/endpoint';
import { paymentProviderKeys } from './keys';
import type { ConnectedProvider } from './schemas';
import { adyenCredentialsSchema, connectedProviderSchema } from './schemas';

export const savePaymentProviderBodySchema = z.object({
  provider: z.literal('adyen'),
  adyen: adyenCredentialsSchema,
});
export type SavePaymentProviderInput = z.input<typeof savePaymentProviderBodySchema>;

/**
 * PUT /payments/provider {provider:'adyen', adyen{apiKey,merchantAccount,environment}} (apps.md §6): tested first
 * (422 PROVIDER_TEST_FAILED with Adyen's words when the key is refused), the key sealed at rest. 409 while Stripe
 * is connected. Audited.
 */
export const savePaymentProviderEndpoint = defineEndpoint({
  method: 'PUT',
  path: '/payments/provider',
  body: savePaymentProviderBodySchema,
  response: connectedProviderSchema,
});

export function savePaymentProvider(
  client: ApiClient,
  input: SavePaymentProviderInput,
  options: CallOptions = {},
): Promise<ConnectedProvider> {
  return client.json(connectedProviderSchema, {
    method: savePaymentProviderEndpoint.method,
    path: savePaymentProviderEndpoint.path,
    body: input,
    signal: options.signal,
  });
}

export function savePaymentProviderMutationOptions(client: ApiClient, accountId: string) {
  return mutationOptions({
    mutationKey: [...paymentProviderKeys.all(accountId), 'save'],
    mutationFn: (input: SavePaymentProviderInput) => savePaymentProvider(client, input),
    onSuccess: (_saved, _input, _onMutateResult, context) =>
      context.client.invalidateQueries({ queryKey: paymentProviderKeys.all(accountId) }),
  });
}
