import { mutationOptions } from '@tanstack/react-query';
import type { ApiClient } from '../client/create-client';
import type { CallOptions } from '../client/endpoint';
import { defineEndpoint } from '../client/endpoint';
import { documentKeys } from './keys';
import type { DocumentBody, DocumentVersionRef } from './schemas';
import { documentBodySchema, documentVersionRefSchema } from './schemas';

/**
 * POST /document-signature/documents {name,uploadId,fields[]} (apps.md §3.3) → `{id,version:1}`; toast "Document
 * created". The name is unique among active documents; the fields' pages must be the upload's. Audited.
 */
export const createDocumentEndpoint = defineEndpoint({
  method: 'POST',
  path: '/document-signature/documents',
  body: documentBodySchema,
  response: documentVersionRefSchema,
});

export function createDocument(
  client: ApiClient,
  document: DocumentBody,
  options: CallOptions = {},
): Promise<DocumentVersionRef> {
  return client.json(documentVersionRefSchema, {
    method: createDocumentEndpoint.method,
    path: createDocumentEndpoint.path,
    body: document,
    signal: options.signal,
  });
}

export function createDocumentMutationOptions(client: ApiClient, accountId: string) {
  return mutationOptions({
    mutationKey: [...documentKeys.all(accountId), 'create'],
    mutationFn: (document: DocumentBody) => createDocument(client, document),
    onSuccess: (_ref, _input, _onMutateResult, context) =>
      context.client.invalidateQueries({ queryKey: documentKeys.all(accountId) }),
  });
}
