import { mutationOptions } from '@tanstack/react-query';
import type { ApiClient } from '../client/create-client';
import type { CallOptions } from '../client/endpoint';
import { defineEndpoint, fillPath } from '../client/endpoint';
import { documentKeys } from './keys';
import type { DocumentVersionBody, DocumentVersionRef } from './schemas';
import { documentVersionBodySchema, documentVersionRefSchema } from './schemas';

/**
 * POST /document-signature/documents/{id}/versions {uploadId?,fields[]} (apps.md §3.3): "Edit fields" (the current
 * version's PDF, new fields) or "Upload new PDF" (uploadId) saves a new version, which becomes current. Audited.
 */
export const addDocumentVersionEndpoint = defineEndpoint({
  method: 'POST',
  path: '/document-signature/documents/:id/versions',
  body: documentVersionBodySchema,
  response: documentVersionRefSchema,
});

export function addDocumentVersion(
  client: ApiClient,
  { id, version }: { id: string; version: DocumentVersionBody },
  options: CallOptions = {},
): Promise<DocumentVersionRef> {
  return client.json(documentVersionRefSchema, {
    method: addDocumentVersionEndpoint.method,
    path: fillPath(addDocumentVersionEndpoint.path, { id }),
    body: version,
    signal: options.signal,
  });
}

export function addDocumentVersionMutationOptions(client: ApiClient, accountId: string) {
  return mutationOptions({
    mutationKey: [...documentKeys.all(accountId), 'add-version'],
    mutationFn: (input: { id: string; version: DocumentVersionBody }) => addDocumentVersion(client, input),
    onSuccess: (_ref, _input, _onMutateResult, context) =>
      context.client.invalidateQueries({ queryKey: documentKeys.all(accountId) }),
  });
}
