import { mutationOptions } from '@tanstack/react-query';
import type { ApiClient } from '../client/create-client';
import type { CallOptions } from '../client/endpoint';
import { defineEndpoint } from '../client/endpoint';
import { customerLookupKeys } from './keys';

/** DELETE /customer-lookup (spec 001 §7): removes the config ("Clear Settings"); an empty 200. */
export const removeCustomerLookupEndpoint = defineEndpoint({ method: 'DELETE', path: '/customer-lookup' });

export function removeCustomerLookup(client: ApiClient, options: CallOptions = {}): Promise<void> {
  return client.send({
    method: removeCustomerLookupEndpoint.method,
    path: removeCustomerLookupEndpoint.path,
    signal: options.signal,
  });
}

export function removeCustomerLookupMutationOptions(client: ApiClient, accountId: string) {
  return mutationOptions({
    mutationKey: [...customerLookupKeys.all(accountId), 'remove'],
    mutationFn: () => removeCustomerLookup(client),
    onSuccess: (_data, _input, _onMutateResult, context) =>
      context.client.invalidateQueries({ queryKey: customerLookupKeys.config(accountId) }),
  });
}
