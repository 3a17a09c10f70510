import { queryOptions } from '@tanstack/react-query';
import type { ApiClient } from '../client/create-client';
import type { CallOptions } from '../client/endpoint';
import { defineEndpoint, fillPath } from '../client/endpoint';
import { documentKeys } from './keys';

/**
 * GET /document-signature/documents/{id}/versions/{v}/file: the version's PDF (application/pdf), for rendering and
 * "Download PDF". The bytes never change (versions are immutable).
 */
export const getDocumentVersionFileEndpoint = defineEndpoint({
  method: 'GET',
  path: '/document-signature/documents/:id/versions/:version/file',
});

export async function getDocumentVersionFile(
  client: ApiClient,
  { id, version }: { id: string; version: number },
  options: CallOptions = {},
): Promise<Uint8Array> {
  const response = await client.request({
    method: getDocumentVersionFileEndpoint.method,
    path: fillPath(getDocumentVersionFileEndpoint.path, { id, version: String(version) }),
    signal: options.signal,
  });
  return new Uint8Array(await response.arrayBuffer());
}

export function getDocumentVersionFileQueryOptions(
  client: ApiClient,
  accountId: string,
  id: string,
  version: number,
) {
  return queryOptions({
    queryKey: documentKeys.file(accountId, id, version),
    queryFn: ({ signal }) => getDocumentVersionFile(client, { id, version }, { signal }),
    staleTime: Infinity,
  });
}
