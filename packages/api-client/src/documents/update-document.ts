import { mutationOptions } from '@tanstack/react-query';
import type { ApiClient } from '../client/create-client';
import type { CallOptions } from '../client/endpoint';
import { defineEndpoint, fillPath } from '../client/endpoint';
import { documentKeys } from './keys';
import type { Document, DocumentUpdate } from './schemas';
import { documentSchema, documentUpdateSchema } from './schemas';

/**
 * PUT /document-signature/documents/{id} {currentVersion|archived} (apps.md §3.3): "Make current", Archive and
 * unarchive. Unarchiving a document whose name an active one took since is 400 on `name`. Audited.
 */
export const updateDocumentEndpoint = defineEndpoint({
  method: 'PUT',
  path: '/document-signature/documents/:id',
  body: documentUpdateSchema,
  response: documentSchema,
});

export function updateDocument(
  client: ApiClient,
  { id, update }: { id: string; update: DocumentUpdate },
  options: CallOptions = {},
): Promise<Document> {
  return client.json(documentSchema, {
    method: updateDocumentEndpoint.method,
    path: fillPath(updateDocumentEndpoint.path, { id }),
    body: update,
    signal: options.signal,
  });
}

export function updateDocumentMutationOptions(client: ApiClient, accountId: string) {
  return mutationOptions({
    mutationKey: [...documentKeys.all(accountId), 'update'],
    mutationFn: (input: { id: string; update: DocumentUpdate }) => updateDocument(client, input),
    onSuccess: (_document, _input, _onMutateResult, context) =>
      context.client.invalidateQueries({ queryKey: documentKeys.all(accountId) }),
  });
}
