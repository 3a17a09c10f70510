import type { ProductListQuery } from '@console/api-client';
import type { PagedSearch } from '../../lib/paged-search';
import { pageQuery, validatePagedSearch } from '../../lib/paged-search';

/**
 * The address of Payments › Product Catalog (apps.md §3.5): its page size and page cursors, as the other app lists
 * keep theirs (lib/paged-search.ts).
 */
export type ProductSearch = PagedSearch;

/** The route's validateSearch: the schema, with empty values left out of the address. */
export const validateProductSearch = validatePagedSearch;

/** The address as GET /payments/products' query: the same address is the same query and cache entry. */
export function productQuery(search: ProductSearch): ProductListQuery {
  return { status: 'all', ...pageQuery(search) };
}
