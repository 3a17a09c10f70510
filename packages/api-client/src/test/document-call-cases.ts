import { uploadDocumentPdf } from '../documents/upload-document-pdf';
import { createDocument } from '../documents/create-document';
import { listDocuments } from '../documents/list-documents';
import { getDocument } from '../documents/get-document';
import { getDocumentVersion } from '../documents/get-document-version';
import { getDocumentVersionFile } from '../documents/get-document-version-file';
import { addDocumentVersion } from '../documents/add-document-version';
import { updateDocument } from '../documents/update-document';
import { listDocumentHistory } from '../documents/list-document-history';
import type { EndpointName } from '../endpoints';
import type { CallCase } from './call-cases';
import * as fixtures from './document-fixtures';

/** Document signature › Documents (apps.md §3.3): one row per call. */
export const documentCallCases = {
  uploadDocumentPdf: {
    call: (c, o) =>
      uploadDocumentPdf(
        c,
        { file: new Blob(['%PDF-1.7 x'], { type: 'application/pdf' }), fileName: 'a.pdf' },
        o,
      ),
    multipart: { fileName: 'a.pdf', text: '%PDF-1.7 x' },
    reply: { uploadId: 'upl_1', pages: [{ width: 612, height: 792 }] },
  },
  createDocument: {
    call: (c, o) => createDocument(c, fixtures.documentBody, o),
    body: fixtures.documentBody,
    reply: { id: 'doc_1', version: 1 },
  },
  listDocuments: {
    call: (c, o) => listDocuments(c, { status: 'active', q: ' loan ', limit: 10, lastKey: 'k10' }, o),
    query: { status: 'active', q: 'loan', limit: '10', lastKey: 'k10' },
    parsedQuery: { status: 'active', q: 'loan', limit: 10, lastKey: 'k10' },
    headers: { 'x-count': '12', 'x-last-key': 'k20' },
    reply: [fixtures.document],
    expected: { items: [fixtures.document], count: 12, lastKey: 'k20' },
  },
  getDocument: {
    params: { id: 'doc_1' },
    call: (c, o) => getDocument(c, { id: 'doc_1' }, o),
    reply: fixtures.document,
  },
  getDocumentVersion: {
    params: { id: 'doc_1', version: '2' },
    call: (c, o) => getDocumentVersion(c, { id: 'doc_1', version: 2 }, o),
    reply: fixtures.documentVersion,
  },
  getDocumentVersionFile: {
    params: { id: 'doc_1', version: '2' },
    call: (c, o) => getDocumentVersionFile(c, { id: 'doc_1', version: 2 }, o),
    text: '%PDF-1.7 x',
    expected: new TextEncoder().encode('%PDF-1.7 x'),
  },
  addDocumentVersion: {
    params: { id: 'doc_1' },
    call: (c, o) => addDocumentVersion(c, { id: 'doc_1', version: { fields: [fixtures.documentField] } }, o),
    body: { fields: [fixtures.documentField] },
    reply: { id: 'doc_1', version: 3 },
  },
  updateDocument: {
    params: { id: 'doc_1' },
    call: (c, o) => updateDocument(c, { id: 'doc_1', update: { currentVersion: 2 } }, o),
    body: { currentVersion: 2 },
    reply: fixtures.document,
  },
  listDocumentHistory: {
    params: { id: 'doc_1' },
    call: (c, o) => listDocumentHistory(c, { id: 'doc_1', limit: 10, lastKey: 'k10' }, o),
    query: { limit: '10', lastKey: 'k10' },
    parsedQuery: { limit: 10, lastKey: 'k10' },
    headers: { 'x-count': '3' },
    reply: [fixtures.documentHistoryEntry],
    expected: { items: [fixtures.documentHistoryEntry], count: 3, lastKey: null },
  },
} satisfies Partial<Record<EndpointName, CallCase>>;
