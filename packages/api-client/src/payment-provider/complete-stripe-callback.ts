import { mutationOptions } from '@tanstack/react-query';
import { z } from 'zod';
import type { ApiClient } from '../client/create-client';
import type { CallOptions } from '../client/endpoint';
import { defineEndpoint } from '../client/endpoint';
import { paymentProviderKeys } from './keys';
import type { ConnectedProvider } from './schemas';
import { connectedProviderSchema, PAYMENT_PROVIDER_MESSAGES } from './schemas';

export const stripeCallbackBodySchema = z.object({
  code: z.string().min(1, { error: PAYMENT_PROVIDER_MESSAGES.codeRequired }).max(500),
  state: z.string().min(1, { error: PAYMENT_PROVIDER_MESSAGES.stateRequired }).max(200),
});
export type StripeCallbackInput = z.input<typeof stripeCallbackBodySchema>;

/**
 * POST /payments/provider/callback {code,state} (apps.md §3.5): the state is taken once and must be unexpired and
 * started by this admin of this account (400 OAUTH_STATE_INVALID "The connection request expired. Please try
 * again."); the code is exchanged at Stripe and the connected account stored. Audited.
 */
export const completeStripeCallbackEndpoint = defineEndpoint({
  method: 'POST',
  path: '/payments/provider/callback',
  body: stripeCallbackBodySchema,
  response: connectedProviderSchema,
});

export function completeStripeCallback(
  client: ApiClient,
  input: StripeCallbackInput,
  options: CallOptions = {},
): Promise<ConnectedProvider> {
  return client.json(connectedProviderSchema, {
    method: completeStripeCallbackEndpoint.method,
    path: completeStripeCallbackEndpoint.path,
    body: input,
    signal: options.signal,
  });
}

export function completeStripeCallbackMutationOptions(client: ApiClient, accountId: string) {
  return mutationOptions({
    mutationKey: [...paymentProviderKeys.all(accountId), 'callback'],
    mutationFn: (input: StripeCallbackInput) => completeStripeCallback(client, input),
    onSuccess: (_connected, _input, _onMutateResult, context) =>
      context.client.invalidateQueries({ queryKey: paymentProviderKeys.all(accountId) }),
  });
}
