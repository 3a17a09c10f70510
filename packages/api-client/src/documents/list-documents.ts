import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import { z } from 'zod';
import type { ApiClient } from '../client/create-client';
import type { CallOptions } from '../client/endpoint';
import { defineEndpoint } from '../client/endpoint';
import { pageSchema, readPage } from '../client/paged';
import { documentKeys } from './keys';
import type { DocumentListQuery } from './schemas';
import { documentListQuerySchema, documentSchema } from './schemas';

export const listDocumentsResponseSchema = z.array(documentSchema);
export const documentListPageSchema = pageSchema(documentSchema);
export type DocumentListPage = z.infer<typeof documentListPageSchema>;

/** GET /document-signature/documents?status=&q=&limit=&lastKey= (apps.md §3.3), newest first, paged like every app list. */
export const listDocumentsEndpoint = defineEndpoint({
  method: 'GET',
  path: '/document-signature/documents',
  query: documentListQuerySchema,
  response: listDocumentsResponseSchema,
});

export function listDocuments(
  client: ApiClient,
  { status, q, limit, lastKey }: DocumentListQuery,
  options: CallOptions = {},
): Promise<DocumentListPage> {
  return readPage(client, documentSchema, {
    method: listDocumentsEndpoint.method,
    path: listDocumentsEndpoint.path,
    query: {
      status,
      q: q?.trim() ? q.trim() : undefined,
      limit: typeof limit === 'number' ? limit : undefined,
      lastKey,
    },
    signal: options.signal,
  });
}

export function listDocumentsQueryOptions(
  client: ApiClient,
  accountId: string,
  query: DocumentListQuery = {},
) {
  return queryOptions({
    queryKey: documentKeys.list(accountId, query),
    queryFn: ({ signal }) => listDocuments(client, query, { signal }),
    placeholderData: keepPreviousData,
  });
}
