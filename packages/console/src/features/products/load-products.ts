import { listProductsQueryOptions, type ApiClient, type Bootstrap } from '@console/api-client';
import type { QueryClient } from '@tanstack/react-query';
import { ensureQuery } from '../../lib/ensure-query';
import { productQuery, type ProductSearch } from './product-search';

interface RouteContext {
  queryClient: QueryClient;
  api: ApiClient;
  user: Bootstrap;
}

/** The route's loader: the page of the address, read by the page with the same options. */
export function loadProducts({ queryClient, api, user }: RouteContext, search: ProductSearch) {
  return ensureQuery(queryClient, listProductsQueryOptions(api, user.account.id, productQuery(search)));
}
