import { mutationOptions } from '@tanstack/react-query';
import type { ApiClient } from '../client/create-client';
import type { CallOptions } from '../client/endpoint';
import { defineEndpoint, fillPath } from '../client/endpoint';
import { productKeys } from './keys';
import type { Product, ProductUpdate } from './schemas';
import { productSchema, productUpdateSchema } from './schemas';

/**
 * PUT /payments/products/{id} (apps.md §3.5, §6): the fields given change; `{status:'archived'}` archives (toast
 * "Product archived"), anything else is an edit ("Product updated"). Audited. The answer is the product.
 */
export const updateProductEndpoint = defineEndpoint({
  method: 'PUT',
  path: '/payments/products/:id',
  body: productUpdateSchema,
  response: productSchema,
});

export function updateProduct(
  client: ApiClient,
  { id, update }: { id: string; update: ProductUpdate },
  options: CallOptions = {},
): Promise<Product> {
  return client.json(productSchema, {
    method: updateProductEndpoint.method,
    path: fillPath(updateProductEndpoint.path, { id }),
    body: update,
    signal: options.signal,
  });
}

export function updateProductMutationOptions(client: ApiClient, accountId: string) {
  return mutationOptions({
    mutationKey: [...productKeys.all(accountId), 'update'],
    mutationFn: (input: { id: string; update: ProductUpdate }) => updateProduct(client, input),
    onSuccess: (_product, _input, _onMutateResult, context) =>
      context.client.invalidateQueries({ queryKey: productKeys.all(accountId) }),
  });
}
