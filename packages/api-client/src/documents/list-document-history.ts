import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import { z } from 'zod';
import type { ApiClient } from '../client/create-client';
import type { CallOptions } from '../client/endpoint';
import { defineEndpoint, fillPath } from '../client/endpoint';
import { pageSchema, readPage } from '../client/paged';
import { documentKeys } from './keys';
import type { DocumentHistoryQuery } from './schemas';
import { documentHistoryEntrySchema, documentHistoryQuerySchema } from './schemas';

export const documentHistoryPageSchema = pageSchema(documentHistoryEntrySchema);
export type DocumentHistoryPage = z.infer<typeof documentHistoryPageSchema>;

/** GET /document-signature/documents/{id}/history?limit=&lastKey= (apps.md §3.3), newest first. */
export const listDocumentHistoryEndpoint = defineEndpoint({
  method: 'GET',
  path: '/document-signature/documents/:id/history',
  query: documentHistoryQuerySchema,
  response: z.array(documentHistoryEntrySchema),
});

export function listDocumentHistory(
  client: ApiClient,
  { id, limit, lastKey }: { id: string } & DocumentHistoryQuery,
  options: CallOptions = {},
): Promise<DocumentHistoryPage> {
  return readPage(client, documentHistoryEntrySchema, {
    method: listDocumentHistoryEndpoint.method,
    path: fillPath(listDocumentHistoryEndpoint.path, { id }),
    query: { limit: typeof limit === 'number' ? limit : undefined, lastKey },
    signal: options.signal,
  });
}

export function listDocumentHistoryQueryOptions(
  client: ApiClient,
  accountId: string,
  id: string,
  query: DocumentHistoryQuery = {},
) {
  return queryOptions({
    queryKey: documentKeys.history(accountId, id, query),
    queryFn: ({ signal }) => listDocumentHistory(client, { id, ...query }, { signal }),
    placeholderData: keepPreviousData,
  });
}
