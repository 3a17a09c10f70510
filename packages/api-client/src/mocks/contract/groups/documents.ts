import { samplePdf } from '../../../documents/pdf-file';
import type { DocumentFieldInput, DocumentPage } from '../../../documents/schemas';
import { DOCUMENT_MESSAGES } from '../../../documents/schemas';
import { DEFAULT_SEED } from '../../../seed/dataset';
import { LETTER, seedDocuments } from '../../../seed/documents';
import { toDocument } from '../../store/documents';
import { DEMO, newestAuditEntry, NOW, refused, refusedStep } from '../facts';
import type { ContractGroup, ContractStep } from '../types';

const seeded = seedDocuments({ seed: DEFAULT_SEED, accountId: DEMO, now: new Date(NOW) });
const loan = seeded.find((row) => row.name === 'Loan disclosure');
const BASE = '/document-signature';
const DOCS = `${BASE}/documents`;

/** A multipart upload of `bytes` (a fresh body for each back end). */
const upload =
  (bytes: Uint8Array<ArrayBuffer> | string, type = 'application/pdf', name = 'agreement.pdf') =>
  () => {
    const form = new FormData();
    form.append('file', new Blob([bytes], { type }), name);
    return form;
  };
const uploading = (name: string, form: () => FormData): Omit<ContractStep, 'expect'> => ({
  name,
  call: 'uploadDocumentPdf',
  as: 'admin',
  path: `${BASE}/uploads`,
  form,
});
const fileRefused = (name: string, form: () => FormData, message: string): ContractStep => ({
  ...uploading(name, form),
  expect: {
    status: 400,
    body: { ...refused(400, 'VALIDATION_FAILED', `file: ${message}`), errors: [{ field: 'file', message }] },
  },
});

const pages = (count: number): DocumentPage[] => Array.from({ length: count }, () => LETTER);
const signature: DocumentFieldInput = {
  type: 'signature',
  page: 2,
  x: 0.1,
  y: 0.8,
  width: 0.4,
  height: 0.08,
  label: 'Customer signature',
};
const stored = (field: DocumentFieldInput) => ({ required: true, maxLength: null, ...field });
const creating = (body: object) =>
  ({ call: 'createDocument', as: 'admin', path: DOCS, body: { uploadId: '{upload}', ...body } }) as const;
const document = (overrides: object = {}) => ({
  id: '<generated>',
  name: 'Savings terms',
  status: 'active',
  currentVersion: 1,
  latestVersion: 1,
  fieldCount: 1,
  createdAt: NOW,
  updatedAt: NOW,
  updatedBy: 'Marcus Reed',
  ...overrides,
});
const audit = (description: string, event: string, admin = { firstName: 'Marcus', lastName: 'Reed' }) =>
  newestAuditEntry(`audited: ${description}`, {
    admin,
    namespace: 'document-signature',
    description,
    event,
  });
const names = (rows: unknown) => (rows as { name: string }[]).map((row) => row.name);
const history = (rows: unknown) =>
  (rows as { version: number; change: string; by: string; fields: number; sent: number }[]).map((row) => [
    row.version,
    row.change,
    row.by,
    row.fields,
    row.sent,
  ]);

export const documentsGroup: ContractGroup = {
  name: 'document signature: uploads and their checks, documents, immutable versions, make current, archive, history',
  steps: [
    {
      name: 'the seeded documents, newest first, with their count',
      call: 'listDocuments',
      as: 'admin',
      path: DOCS,
      expect: {
        status: 200,
        body: seeded.map(toDocument),
        headers: { 'x-count': String(seeded.length), 'x-last-key': null },
      },
    },
    {
      name: 'found by name, ignoring case',
      call: 'listDocuments',
      as: 'owner',
      path: `${DOCS}?q=LOAN&status=active`,
      expect: { status: 200, view: names, body: ['Loan disclosure'], headers: { 'x-count': '1' } },
    },
    {
      name: 'a supervisor does not see the documents',
      call: 'listDocuments',
      as: 'supervisor',
      path: DOCS,
      expect: { status: 403, body: refused(403, 'FORBIDDEN', 'You are not allowed to do this') },
    },
    fileRefused('only PDFs', upload('hello', 'text/plain', 'notes.txt'), DOCUMENT_MESSAGES.fileNotPdf),
    fileRefused('a PDF by its first bytes', upload('not a PDF'), DOCUMENT_MESSAGES.fileNotPdf),
    fileRefused('50 pages or fewer', upload(samplePdf(pages(51))), DOCUMENT_MESSAGES.fileTooManyPages),
    fileRefused(
      'no password-protected PDF',
      upload(samplePdf(pages(1), { encrypted: true })),
      DOCUMENT_MESSAGES.fileDamaged,
    ),
    {
      ...uploading('a two-page PDF: its pages in points', upload(samplePdf(pages(2)))),
      generated: ['uploadId'],
      save: { upload: 'uploadId' },
      expect: { status: 201, body: { uploadId: '<generated>', pages: pages(2) } },
    },
    refusedStep(
      'a name, fields on the PDF, a signature among them',
      creating({ name: ' ', fields: [{ ...signature, type: 'initials', page: 3 }] }),
      { field: 'name', message: DOCUMENT_MESSAGES.nameRequired },
      { field: 'fields', message: DOCUMENT_MESSAGES.signatureRequired },
    ),
    refusedStep(
      'fields on pages the PDF has',
      creating({ name: 'Savings terms', fields: [{ ...signature, page: 3 }] }),
      {
        field: 'fields.0.page',
        message: DOCUMENT_MESSAGES.pageUnknown,
      },
    ),
    refusedStep(
      'a name no active document has',
      creating({ name: 'account agreement', fields: [signature] }),
      { field: 'name', message: DOCUMENT_MESSAGES.nameTaken },
    ),
    {
      name: 'creating a document: version 1',
      ...creating({ name: 'Savings terms', fields: [signature] }),
      generated: ['id'],
      save: { document: 'id' },
      expect: { status: 201, body: { id: '<generated>', version: 1 } },
    },
    audit('Document Savings terms v1 created', 'documents.version-created'),
    refusedStep('an upload makes one document', creating({ name: 'Savings terms 2', fields: [signature] }), {
      field: 'uploadId',
      message: DOCUMENT_MESSAGES.uploadUnknown,
    }),
    {
      name: 'the document',
      call: 'getDocument',
      as: 'owner',
      path: `${DOCS}/{document}`,
      generated: ['id'],
      expect: { status: 200, body: document() },
    },
    {
      name: 'its version 1',
      call: 'getDocumentVersion',
      as: 'owner',
      path: `${DOCS}/{document}/versions/1`,
      generated: ['documentId'],
      expect: {
        status: 200,
        body: {
          documentId: '<generated>',
          version: 1,
          pages: pages(2),
          fields: [stored(signature)],
          createdAt: NOW,
          createdBy: 'Marcus Reed',
        },
      },
    },
    {
      name: 'edited fields are a new version, current',
      call: 'addDocumentVersion',
      as: 'owner',
      path: `${DOCS}/{document}/versions`,
      body: {
        fields: [signature, { ...signature, type: 'text', label: 'Reference', y: 0.1, maxLength: 20 }],
      },
      generated: ['id'],
      expect: { status: 201, body: { id: '<generated>', version: 2 } },
    },
    audit('Document Savings terms v2 created', 'documents.version-created', {
      firstName: 'Olivia',
      lastName: 'Bennett',
    }),
    refusedStep(
      'only a version it has is made current',
      { call: 'updateDocument', as: 'admin', path: `${DOCS}/{document}`, body: { currentVersion: 3 } },
      { field: 'currentVersion', message: DOCUMENT_MESSAGES.versionUnknown },
    ),
    {
      name: 'making version 1 current again',
      call: 'updateDocument',
      as: 'admin',
      path: `${DOCS}/{document}`,
      body: { currentVersion: 1 },
      generated: ['id'],
      expect: { status: 200, body: document({ latestVersion: 2 }) },
    },
    audit('Document Savings terms v1 made current', 'documents.made-current'),
    {
      name: 'archiving',
      call: 'updateDocument',
      as: 'admin',
      path: `${DOCS}/{document}`,
      body: { archived: true },
      generated: ['id'],
      expect: { status: 200, body: document({ latestVersion: 2, status: 'archived' }) },
    },
    audit('Document Savings terms archived', 'documents.archived'),
    {
      name: 'its history, newest first: version, change, by, fields, sent',
      call: 'listDocumentHistory',
      as: 'owner',
      path: `${DOCS}/{document}/history`,
      expect: {
        status: 200,
        view: history,
        body: [
          [1, 'archived', 'Marcus Reed', 1, 0],
          [1, 'made_current', 'Marcus Reed', 1, 0],
          [2, 'fields_edited', 'Olivia Bennett', 2, 0],
          [1, 'created', 'Marcus Reed', 1, 0],
        ],
        headers: { 'x-count': '4' },
      },
    },
    {
      name: 'a seeded version whose newest is not current',
      call: 'getDocument',
      as: 'owner',
      path: `${DOCS}/${loan?.id ?? ''}`,
      expect: { status: 200, body: loan && toDocument(loan) },
    },
    {
      name: 'its PDF, byte for byte',
      call: 'getDocumentVersionFile',
      as: 'admin',
      path: `${DOCS}/${loan?.id ?? ''}/versions/2/file`,
      expect: {
        status: 200,
        text: new TextDecoder().decode(loan?.versions[1]?.pdf),
        headers: { 'content-type': 'application/pdf' },
      },
    },
    {
      name: 'an unknown version',
      call: 'getDocumentVersion',
      as: 'owner',
      path: `${DOCS}/${loan?.id ?? ''}/versions/9`,
      expect: { status: 404, body: refused(404, 'NOT_FOUND', 'Version not found') },
    },
    {
      name: "another account's documents are its own",
      call: 'listDocuments',
      as: 'newcomer',
      path: DOCS,
      expect: { status: 200, body: [], headers: { 'x-count': '0' } },
    },
    {
      name: "another account's document is not found",
      call: 'getDocumentVersionFile',
      as: 'newcomer',
      path: `${DOCS}/${loan?.id ?? ''}/versions/1/file`,
      expect: { status: 404, body: refused(404, 'NOT_FOUND', 'Document not found') },
    },
    {
      name: 'nor its history',
      call: 'listDocumentHistory',
      as: 'newcomer',
      path: `${DOCS}/${loan?.id ?? ''}/history`,
      expect: { status: 404, body: refused(404, 'NOT_FOUND', 'Document not found') },
    },
  ],
};
