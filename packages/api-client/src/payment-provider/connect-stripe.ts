import { mutationOptions } from '@tanstack/react-query';
import { z } from 'zod';
import type { ApiClient } from '../client/create-client';
import type { CallOptions } from '../client/endpoint';
import { defineEndpoint } from '../client/endpoint';
import { paymentProviderKeys } from './keys';

export const connectStripeBodySchema = z.object({ provider: z.literal('stripe') });
export type ConnectStripeInput = z.input<typeof connectStripeBodySchema>;
export const connectStripeResponseSchema = z.object({ url: z.url() });
export type ConnectStripeResponse = z.infer<typeof connectStripeResponseSchema>;

/**
 * POST /payments/provider/connect {provider:'stripe'} (apps.md §3.5): Stripe Connect's OAuth authorize address with
 * a one-time state bound to the account and the admin; the console sends the browser there. 400
 * PAYMENT_PROVIDER_UNAVAILABLE when the server has no Stripe platform credentials; 409 while another provider is
 * connected.
 */
export const connectStripeEndpoint = defineEndpoint({
  method: 'POST',
  path: '/payments/provider/connect',
  body: connectStripeBodySchema,
  response: connectStripeResponseSchema,
});

export function connectStripe(
  client: ApiClient,
  input: ConnectStripeInput = { provider: 'stripe' },
  options: CallOptions = {},
): Promise<ConnectStripeResponse> {
  return client.json(connectStripeResponseSchema, {
    method: connectStripeEndpoint.method,
    path: connectStripeEndpoint.path,
    body: input,
    signal: options.signal,
  });
}

export function connectStripeMutationOptions(client: ApiClient, accountId: string) {
  return mutationOptions({
    mutationKey: [...paymentProviderKeys.all(accountId), 'connect'],
    mutationFn: () => connectStripe(client),
  });
}
