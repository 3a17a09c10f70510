import { queryOptions } from '@tanstack/react-query';
import type { ApiClient } from '../client/create-client';
import type { CallOptions } from '../client/endpoint';
import { defineEndpoint, fillPath } from '../client/endpoint';
import { documentKeys } from './keys';
import type { Document } from './schemas';
import { documentSchema } from './schemas';

/** GET /document-signature/documents/{id} (apps.md §3.3): the document, its current and latest version. */
export const getDocumentEndpoint = defineEndpoint({
  method: 'GET',
  path: '/document-signature/documents/:id',
  response: documentSchema,
});

export function getDocument(
  client: ApiClient,
  { id }: { id: string },
  options: CallOptions = {},
): Promise<Document> {
  return client.json(documentSchema, {
    method: getDocumentEndpoint.method,
    path: fillPath(getDocumentEndpoint.path, { id }),
    signal: options.signal,
  });
}

export function getDocumentQueryOptions(client: ApiClient, accountId: string, id: string) {
  return queryOptions({
    queryKey: documentKeys.detail(accountId, id),
    queryFn: ({ signal }) => getDocument(client, { id }, { signal }),
  });
}
