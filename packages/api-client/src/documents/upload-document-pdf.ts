import { mutationOptions } from '@tanstack/react-query';
import type { ApiClient } from '../client/create-client';
import type { CallOptions } from '../client/endpoint';
import { defineEndpoint } from '../client/endpoint';
import { documentKeys } from './keys';
import { DOCUMENT_UPLOAD_FIELD } from './pdf-file';
import type { DocumentUpload } from './schemas';
import { documentUploadSchema } from './schemas';

/**
 * POST /document-signature/uploads (apps.md §3.3): the one call that is not JSON, a multipart body whose `file` part
 * is the PDF. 400 with `errors[{field:'file'}]` for a file that is not a PDF, over 10 MB, over 50 pages, or
 * password-protected or damaged; a body over 10 MB is refused before it is read whole. The upload is kept a day for
 * the account that sent it. No body schema: the back ends read the part themselves (`multipart`).
 */
export const uploadDocumentPdfEndpoint = defineEndpoint({
  method: 'POST',
  path: '/document-signature/uploads',
  multipart: true,
  response: documentUploadSchema,
});

/** The multipart body of an upload. */
export function documentUploadForm(file: Blob, fileName = 'document.pdf'): FormData {
  const form = new FormData();
  form.append(DOCUMENT_UPLOAD_FIELD, file, fileName);
  return form;
}

export function uploadDocumentPdf(
  client: ApiClient,
  { file, fileName }: { file: Blob; fileName?: string },
  options: CallOptions = {},
): Promise<DocumentUpload> {
  return client.json(documentUploadSchema, {
    method: uploadDocumentPdfEndpoint.method,
    path: uploadDocumentPdfEndpoint.path,
    body: documentUploadForm(file, fileName),
    signal: options.signal,
  });
}

export function uploadDocumentPdfMutationOptions(client: ApiClient, accountId: string) {
  return mutationOptions({
    mutationKey: [...documentKeys.all(accountId), 'upload'],
    mutationFn: (input: { file: Blob; fileName?: string }) => uploadDocumentPdf(client, input),
  });
}
