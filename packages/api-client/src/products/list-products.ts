import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import { z } from 'zod';
import type { ApiClient } from '../client/create-client';
import type { CallOptions } from '../client/endpoint';
import { defineEndpoint } from '../client/endpoint';
import { pageSchema, readPage } from '../client/paged';
import { productKeys } from './keys';
import type { ProductListQuery } from './schemas';
import { productListQuerySchema, productSchema } from './schemas';

export const listProductsResponseSchema = z.array(productSchema);
export const productPageSchema = pageSchema(productSchema);
export type ProductPage = z.infer<typeof productPageSchema>;

/** GET /payments/products?status=&limit=&lastKey= (apps.md §3.5), newest first, paged like every app list. */
export const listProductsEndpoint = defineEndpoint({
  method: 'GET',
  path: '/payments/products',
  query: productListQuerySchema,
  response: listProductsResponseSchema,
});

export function listProducts(
  client: ApiClient,
  { status, limit, lastKey }: ProductListQuery,
  options: CallOptions = {},
): Promise<ProductPage> {
  return readPage(client, productSchema, {
    method: listProductsEndpoint.method,
    path: listProductsEndpoint.path,
    query: { status, limit: typeof limit === 'number' ? limit : undefined, lastKey },
    signal: options.signal,
  });
}

export function listProductsQueryOptions(client: ApiClient, accountId: string, query: ProductListQuery = {}) {
  return queryOptions({
    queryKey: productKeys.list(accountId, query),
    queryFn: ({ signal }) => listProducts(client, query, { signal }),
    placeholderData: keepPreviousData,
  });
}
