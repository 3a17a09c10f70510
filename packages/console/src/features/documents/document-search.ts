import type { DocumentListQuery } from '@console/api-client';
import * as z from 'zod/mini';
import { listSearchValidator, pagedSearchFields, pageQuery, searchTextField } from '../../lib/paged-search';

/**
 * The address of Document signature › Documents (apps.md §3.3), as the other app lists keep theirs
 * (lib/paged-search.ts): `q`, the name searched for (sent when the search is submitted), the page size and the page
 * cursors; a new search clears the cursors.
 */
const documentSearchSchema = z.object({ q: searchTextField, ...pagedSearchFields });

export type DocumentSearch = z.infer<typeof documentSearchSchema>;

/** The route's validateSearch: the schema, with empty values left out of the address. */
export const validateDocumentSearch = listSearchValidator(documentSearchSchema);

/** The address as GET /document-signature/documents' query: the same address is the same query and cache entry. */
export function documentQuery(search: DocumentSearch): DocumentListQuery {
  return { status: 'all', ...pageQuery(search), ...(search.q ? { q: search.q } : {}) };
}

/** A new search: back to page 1, the page size kept. */
export function searchFor(search: DocumentSearch, text: string): DocumentSearch {
  const q = text.trim();
  return { ...(search.limit ? { limit: search.limit } : {}), ...(q ? { q } : {}) };
}
