import { mutationOptions } from '@tanstack/react-query';
import type { ApiClient } from '../client/create-client';
import type { CallOptions } from '../client/endpoint';
import { defineEndpoint, fillPath } from '../client/endpoint';
import { productKeys } from './keys';

/**
 * DELETE /payments/products/{id} (apps.md §3.5): an empty 200 for a product no payment session used; one that a
 * session used is 409 PRODUCT_IN_USE "This product has payments. Archive it instead." Audited.
 */
export const deleteProductEndpoint = defineEndpoint({ method: 'DELETE', path: '/payments/products/:id' });

export function deleteProduct(
  client: ApiClient,
  { id }: { id: string },
  options: CallOptions = {},
): Promise<void> {
  return client.send({
    method: deleteProductEndpoint.method,
    path: fillPath(deleteProductEndpoint.path, { id }),
    signal: options.signal,
  });
}

export function deleteProductMutationOptions(client: ApiClient, accountId: string) {
  return mutationOptions({
    mutationKey: [...productKeys.all(accountId), 'delete'],
    mutationFn: (input: { id: string }) => deleteProduct(client, input),
    onSuccess: (_data, _input, _onMutateResult, context) =>
      context.client.invalidateQueries({ queryKey: productKeys.all(accountId) }),
  });
}
