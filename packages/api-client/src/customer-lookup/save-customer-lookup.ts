import { mutationOptions } from '@tanstack/react-query';
import type { z } from 'zod';
import type { ApiClient } from '../client/create-client';
import type { CallOptions } from '../client/endpoint';
import { defineEndpoint } from '../client/endpoint';
import { customerLookupFormSchema } from './forms';
import { customerLookupKeys } from './keys';
import { customerLookupConfigSchema } from './schemas';

export const saveCustomerLookupBodySchema = customerLookupFormSchema;
export const saveCustomerLookupResponseSchema = customerLookupConfigSchema;
export type SaveCustomerLookupInput = z.input<typeof saveCustomerLookupBodySchema>;
export type SaveCustomerLookupResponse = z.infer<typeof saveCustomerLookupResponseSchema>;

/** POST /customer-lookup (spec 001 §7): answers the saved config with headerKeys. */
export const saveCustomerLookupEndpoint = defineEndpoint({
  method: 'POST',
  path: '/customer-lookup',
  body: saveCustomerLookupBodySchema,
  response: saveCustomerLookupResponseSchema,
});

export function saveCustomerLookup(
  client: ApiClient,
  input: SaveCustomerLookupInput,
  options: CallOptions = {},
): Promise<SaveCustomerLookupResponse> {
  return client.json(saveCustomerLookupResponseSchema, {
    method: saveCustomerLookupEndpoint.method,
    path: saveCustomerLookupEndpoint.path,
    body: input,
    signal: options.signal,
  });
}

export function saveCustomerLookupMutationOptions(client: ApiClient, accountId: string) {
  return mutationOptions({
    mutationKey: [...customerLookupKeys.all(accountId), 'save'],
    mutationFn: (input: SaveCustomerLookupInput) => saveCustomerLookup(client, input),
    onSuccess: (_config, _input, _onMutateResult, context) =>
      context.client.invalidateQueries({ queryKey: customerLookupKeys.config(accountId) }),
  });
}
