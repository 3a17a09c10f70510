import type { ProductListQuery } from '@console/api-client';
import * as z from 'zod/mini';

/**
 * The address of Payments › Product Catalog (apps.md §3.5), as the other app lists keep theirs: the page size and
 * the page cursors live in `?…`, defaults left out (25 rows, page 1), and a malformed value is dropped rather than
 * refused, so an old link still opens the list.
 *
 * - `limit`: 10, 50 or 100; `cursors`: the `x-last-key` of each page before this one (Previous pops, Next pushes).
 */
const productSearchSchema = z.object({
  limit: z.catch(z.optional(z.literal([10, 50, 100])), undefined),
  cursors: z.catch(z.optional(z.array(z.string().check(z.minLength(1)))), undefined),
});

export type ProductSearch = z.infer<typeof productSearchSchema>;

/** The route's validateSearch: the schema, with empty values left out of the address. */
export function validateProductSearch(input: Record<string, unknown>): ProductSearch {
  const search = productSearchSchema.parse(input);
  return Object.fromEntries(
    Object.entries(search as Record<string, unknown>).filter(
      ([, value]) => value !== undefined && !(Array.isArray(value) && value.length === 0),
    ),
  );
}

/** The address as GET /payments/products' query: the same address is the same query and cache entry. */
export function productQuery(search: ProductSearch): ProductListQuery {
  const query: ProductListQuery = { status: 'all', limit: search.limit ?? 25 };
  const lastKey = search.cursors?.at(-1);
  if (lastKey) query.lastKey = lastKey;
  return query;
}
