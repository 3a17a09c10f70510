import { queryOptions } from '@tanstack/react-query';
import type { ApiClient } from '../client/create-client';
import type { CallOptions } from '../client/endpoint';
import { defineEndpoint, fillPath } from '../client/endpoint';
import { documentKeys } from './keys';
import type { DocumentVersion } from './schemas';
import { documentVersionSchema } from './schemas';

/**
 * GET /document-signature/documents/{id}/versions/{v} (apps.md §3.3): the version's fields and its PDF's pages. An
 * unknown version is 404 (the console shows "Version not found").
 */
export const getDocumentVersionEndpoint = defineEndpoint({
  method: 'GET',
  path: '/document-signature/documents/:id/versions/:version',
  response: documentVersionSchema,
});

export function getDocumentVersion(
  client: ApiClient,
  { id, version }: { id: string; version: number },
  options: CallOptions = {},
): Promise<DocumentVersion> {
  return client.json(documentVersionSchema, {
    method: getDocumentVersionEndpoint.method,
    path: fillPath(getDocumentVersionEndpoint.path, { id, version: String(version) }),
    signal: options.signal,
  });
}

export function getDocumentVersionQueryOptions(
  client: ApiClient,
  accountId: string,
  id: string,
  version: number,
) {
  return queryOptions({
    queryKey: documentKeys.version(accountId, id, version),
    queryFn: ({ signal }) => getDocumentVersion(client, { id, version }, { signal }),
    staleTime: Infinity,
  });
}
