import { mutationOptions } from '@tanstack/react-query';
import type { z } from 'zod';
import type { ApiClient } from '../client/create-client';
import type { CallOptions } from '../client/endpoint';
import { defineEndpoint } from '../client/endpoint';
import { customerLookupTestFormSchema } from './forms';
import { customerLookupKeys } from './keys';
import { lookupTestResultSchema } from './schemas';

export const testCustomerLookupBodySchema = customerLookupTestFormSchema;
export const testCustomerLookupResponseSchema = lookupTestResultSchema;
export type TestCustomerLookupInput = z.input<typeof testCustomerLookupBodySchema>;
export type TestCustomerLookupResponse = z.infer<typeof testCustomerLookupResponseSchema>;

/**
 * POST /customer-lookup/test (spec 001 §7): runs the unsaved form against the admin's API for a
 * phone number. A failing upstream answers 4xx with the reason as `message`.
 */
export const testCustomerLookupEndpoint = defineEndpoint({
  method: 'POST',
  path: '/customer-lookup/test',
  body: testCustomerLookupBodySchema,
  response: testCustomerLookupResponseSchema,
});

export function testCustomerLookup(
  client: ApiClient,
  input: TestCustomerLookupInput,
  options: CallOptions = {},
): Promise<TestCustomerLookupResponse> {
  return client.json(testCustomerLookupResponseSchema, {
    method: testCustomerLookupEndpoint.method,
    path: testCustomerLookupEndpoint.path,
    body: input,
    signal: options.signal,
  });
}

/** A test changes nothing cached. */
export function testCustomerLookupMutationOptions(client: ApiClient, accountId: string) {
  return mutationOptions({
    mutationKey: [...customerLookupKeys.all(accountId), 'test'],
    mutationFn: (input: TestCustomerLookupInput) => testCustomerLookup(client, input),
  });
}
