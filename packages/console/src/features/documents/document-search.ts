import type { DocumentListQuery } from '@console/api-client';
import * as z from 'zod/mini';

/**
 * The address of Document signature › Documents (apps.md §3.3), as the other app lists keep theirs: the search,
 * the page size and the page cursors live in `?…`, defaults left out (25 rows, page 1), and a malformed value is
 * dropped rather than refused, so an old link still opens the list.
 *
 * - `q`: the name searched for (sent when the search is submitted); `limit`: 10, 50 or 100; `cursors`: the
 *   `x-last-key` of each page before this one (Previous pops, Next pushes); a new search clears them.
 */
const documentSearchSchema = z.object({
  q: z.catch(z.optional(z.string().check(z.minLength(1), z.maxLength(100))), undefined),
  limit: z.catch(z.optional(z.literal([10, 50, 100])), undefined),
  cursors: z.catch(z.optional(z.array(z.string().check(z.minLength(1)))), undefined),
});

export type DocumentSearch = z.infer<typeof documentSearchSchema>;

/** The route's validateSearch: the schema, with empty values left out of the address. */
export function validateDocumentSearch(input: Record<string, unknown>): DocumentSearch {
  const search = documentSearchSchema.parse(input);
  return Object.fromEntries(
    Object.entries(search as Record<string, unknown>).filter(
      ([, value]) => value !== undefined && !(Array.isArray(value) && value.length === 0),
    ),
  );
}

/** The address as GET /document-signature/documents' query: the same address is the same query and cache entry. */
export function documentQuery(search: DocumentSearch): DocumentListQuery {
  const query: DocumentListQuery = { status: 'all', limit: search.limit ?? 25 };
  if (search.q) query.q = search.q;
  const lastKey = search.cursors?.at(-1);
  if (lastKey) query.lastKey = lastKey;
  return query;
}

/** A new search: back to page 1, the page size kept. */
export function searchFor(search: DocumentSearch, text: string): DocumentSearch {
  const q = text.trim();
  return { ...(search.limit ? { limit: search.limit } : {}), ...(q ? { q } : {}) };
}
