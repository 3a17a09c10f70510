import { mutationOptions } from '@tanstack/react-query';
import { z } from 'zod';
import type { ApiClient } from '../client/create-client';
import type { CallOptions } from '../client/endpoint';
import { defineEndpoint } from '../client/endpoint';
import { paymentProviderKeys } from './keys';
import { adyenCredentialsSchema } from './schemas';

export const testPaymentProviderBodySchema = z.object({
  provider: z.literal('adyen'),
  adyen: adyenCredentialsSchema,
});
export type TestPaymentProviderInput = z.input<typeof testPaymentProviderBodySchema>;
export const paymentProviderTestResultSchema = z.object({
  wasSuccessful: z.boolean(),
  message: z.string().optional(),
});
export type PaymentProviderTestResult = z.infer<typeof paymentProviderTestResultSchema>;

/**
 * POST /payments/provider/test (apps.md §6): Adyen's Management API `GET /v3/me` with the key, on the environment's
 * host; `{wasSuccessful:false, message}` carries Adyen's own words.
 */
export const testPaymentProviderEndpoint = defineEndpoint({
  method: 'POST',
  path: '/payments/provider/test',
  body: testPaymentProviderBodySchema,
  response: paymentProviderTestResultSchema,
});

export function testPaymentProvider(
  client: ApiClient,
  input: TestPaymentProviderInput,
  options: CallOptions = {},
): Promise<PaymentProviderTestResult> {
  return client.json(paymentProviderTestResultSchema, {
    method: testPaymentProviderEndpoint.method,
    path: testPaymentProviderEndpoint.path,
    body: input,
    signal: options.signal,
  });
}

export function testPaymentProviderMutationOptions(client: ApiClient, accountId: string) {
  return mutationOptions({
    mutationKey: [...paymentProviderKeys.all(accountId), 'test'],
    mutationFn: (input: TestPaymentProviderInput) => testPaymentProvider(client, input),
  });
}
