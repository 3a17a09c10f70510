import { mutationOptions } from '@tanstack/react-query';
import type { ApiClient } from '../client/create-client';
import type { CallOptions } from '../client/endpoint';
import { defineEndpoint } from '../client/endpoint';
import { productKeys } from './keys';
import type { Product, ProductBody } from './schemas';
import { productBodySchema, productSchema } from './schemas';

/** POST /payments/products (apps.md §3.5): 201 with the product; toast "Product added". Audited. */
export const addProductEndpoint = defineEndpoint({
  method: 'POST',
  path: '/payments/products',
  body: productBodySchema,
  response: productSchema,
});

export function addProduct(
  client: ApiClient,
  product: ProductBody,
  options: CallOptions = {},
): Promise<Product> {
  return client.json(productSchema, {
    method: addProductEndpoint.method,
    path: addProductEndpoint.path,
    body: product,
    signal: options.signal,
  });
}

export function addProductMutationOptions(client: ApiClient, accountId: string) {
  return mutationOptions({
    mutationKey: [...productKeys.all(accountId), 'add'],
    mutationFn: (product: ProductBody) => addProduct(client, product),
    onSuccess: (_product, _input, _onMutateResult, context) =>
      context.client.invalidateQueries({ queryKey: productKeys.all(accountId) }),
  });
}
