import type { HttpHandler } from 'msw';
import { PAGE_COUNT_HEADER, PAGE_LAST_KEY_HEADER } from '../../client/paged';
import { checkPdfPages, readPdfUpload } from '../../documents/pdf-file';
import { readPdfPages } from '../../documents/read-pdf-pages';
import type { DocumentChange, DocumentHistoryEntry } from '../../documents/schemas';
import {
  checkFieldPages,
  documentHistoryId,
  DOCUMENT_UPLOAD_TTL_MS,
  documentNameKey,
  checkDocumentNameFree,
  documentUploadUnknown,
  documentVersionUnknown,
  parseVersionParam,
} from '../../documents/schemas';
import { auditEvents } from '../../rules/audit-events';
import { notFound, REFUSALS } from '../../rules/errors';
import { pageSessions } from '../../rules/session-search';
import type { SeedDocument } from '../../seed/documents';
import type { Caller } from '../http/caller';
import { mockRoute } from '../http/mock-route';
import { appSessionsOf } from '../store/apps';
import { appendAudit } from '../store/audit-log';
import { documentsOf, documentUploadsOf, toDocument, toDocumentVersion } from '../store/documents';
import type { MockAccountState, MockStore } from '../store/types';

const ID_ALPHABET = '0123456789abcdefghijklmnopqrstuvwxyz';

/** A made-up id of the store's sequence: `prefix_` and 14 characters, growing with the sequence. */
function nextId(store: MockStore, prefix: string) {
  store.sequence += 1;
  let rest = store.sequence;
  let chars = '';
  for (let index = 0; index < 14; index += 1) {
    chars = (ID_ALPHABET[rest % ID_ALPHABET.length] ?? '0') + chars;
    rest = Math.floor(rest / ID_ALPHABET.length);
  }
  return `${prefix}_${chars}`;
}

const nameOf = (caller: Caller) => `${caller.admin.firstName} ${caller.admin.lastName}`;

/** The account's document `id`, or 404 as the server answers an unknown id or another account's. */
function documentOf(store: MockStore, scope: MockAccountState, id: string | undefined) {
  const document = documentsOf(store, scope).find((row) => row.id === id);
  if (!document) throw notFound(REFUSALS.documentNotFound);
  return document;
}

/** The upload `id` of the account, used up by this call; 400 for an unknown or expired one. */
function takeUpload(store: MockStore, scope: MockAccountState, id: string) {
  const uploads = documentUploadsOf(scope);
  const upload = uploads.find((row) => row.id === id && row.expiresAt > store.now.toISOString());
  if (!upload) throw documentUploadUnknown();
  uploads.splice(uploads.indexOf(upload), 1);
  return upload;
}

/** 400 on `name` when another active document has the name (checkDocumentNameFree). */
function checkNameFree(store: MockStore, scope: MockAccountState, name: string, except?: string) {
  const active = documentsOf(store, scope).filter((row) => row.status === 'active');
  checkDocumentNameFree(active, name, except);
}

/** Records a change: the history row, who changed the document when. */
function record(
  store: MockStore,
  document: SeedDocument,
  caller: Caller,
  change: DocumentChange,
  version: number,
) {
  const now = store.now.toISOString();
  const id = documentHistoryId(document.id, document.history.length + 1);
  document.history.unshift({ id, version, change, createdAt: now, by: nameOf(caller) });
  document.updatedAt = now;
  document.updatedBy = nameOf(caller);
}

/**
 * Document signature › Documents (apps.md §3.3) over the store's documents (seed/documents.ts), refusing what the
 * server refuses (routes/documents.ts) in the same order: the body, the upload, the fields' pages, the name. PDFs
 * are read with pdf-lib as the server reads them (readPdfPages).
 */
export function documentHandlers(store: MockStore): HttpHandler[] {
  return [
    mockRoute(store, 'uploadDocumentPdf', async ({ request, scope }) => {
      const pdf = await readPdfUpload(request);
      const pages = checkPdfPages(await readPdfPages(pdf));
      const id = nextId(store, 'upl');
      const expiresAt = new Date(store.now.getTime() + DOCUMENT_UPLOAD_TTL_MS).toISOString();
      documentUploadsOf(scope).push({ id, pages, pdf, expiresAt });
      return { uploadId: id, pages };
    }),
    mockRoute(store, 'createDocument', ({ body, caller, scope }) => {
      const upload = documentUploadsOf(scope).find((row) => row.id === body.uploadId);
      if (!upload || upload.expiresAt <= store.now.toISOString()) throw documentUploadUnknown();
      checkFieldPages(body.fields, upload.pages.length);
      checkNameFree(store, scope, body.name);
      takeUpload(store, scope, body.uploadId);
      const now = store.now.toISOString();
      const document: SeedDocument = {
        id: nextId(store, 'doc'),
        name: body.name,
        status: 'active',
        currentVersion: 1,
        createdAt: now,
        updatedAt: now,
        updatedBy: nameOf(caller),
        versions: [
          {
            version: 1,
            pages: upload.pages,
            fields: body.fields,
            pdf: upload.pdf,
            createdAt: now,
            createdBy: nameOf(caller),
          },
        ],
        history: [],
      };
      record(store, document, caller, 'created', 1);
      documentsOf(store, scope).unshift(document);
      appendAudit(store, scope, caller, auditEvents.documentVersionCreated(document.name, 1));
      return { id: document.id, version: 1 };
    }),
    mockRoute(store, 'listDocuments', ({ query, scope, headers }) => {
      const q = query.q ? documentNameKey(query.q) : '';
      const rows = documentsOf(store, scope).filter(
        (row) =>
          (query.status === 'all' || row.status === query.status) &&
          (q === '' || documentNameKey(row.name).includes(q)),
      );
      const page = pageSessions(rows, query);
      headers.set(PAGE_COUNT_HEADER, String(page.count));
      if (page.lastKey !== null) headers.set(PAGE_LAST_KEY_HEADER, page.lastKey);
      return page.items.map(toDocument);
    }),
    mockRoute(store, 'getDocument', ({ params, scope }) => toDocument(documentOf(store, scope, params.id))),
    mockRoute(store, 'getDocumentVersion', ({ params, scope }) => {
      const document = documentOf(store, scope, params.id);
      const version = toDocumentVersion(document, parseVersionParam(params.version) ?? 0);
      if (!version) throw notFound(REFUSALS.documentVersionNotFound);
      return version;
    }),
    mockRoute(store, 'getDocumentVersionFile', ({ params, scope }) => {
      const document = documentOf(store, scope, params.id);
      const number = parseVersionParam(params.version) ?? 0;
      const version = document.versions.find((row) => row.version === number);
      if (!version) throw notFound(REFUSALS.documentVersionNotFound);
      return new Response(version.pdf.slice().buffer, {
        status: 200,
        headers: {
          'content-type': 'application/pdf',
          'content-disposition': `attachment; filename="${document.name} v${number}.pdf"`,
        },
      });
    }),
    mockRoute(store, 'addDocumentVersion', ({ params, body, caller, scope }) => {
      const document = documentOf(store, scope, params.id);
      const current = document.versions.find((row) => row.version === document.currentVersion);
      const upload =
        body.uploadId === undefined
          ? undefined
          : documentUploadsOf(scope).find((row) => row.id === body.uploadId);
      if (body.uploadId !== undefined && (!upload || upload.expiresAt <= store.now.toISOString())) {
        throw documentUploadUnknown();
      }
      const pages = upload?.pages ?? current?.pages ?? [];
      checkFieldPages(body.fields, pages.length);
      if (upload) takeUpload(store, scope, upload.id);
      const version = document.versions.length + 1;
      const now = store.now.toISOString();
      document.versions.push({
        version,
        pages,
        fields: body.fields,
        pdf: upload?.pdf ?? current?.pdf ?? new Uint8Array(),
        createdAt: now,
        createdBy: nameOf(caller),
      });
      document.currentVersion = version;
      record(store, document, caller, upload ? 'new_pdf' : 'fields_edited', version);
      appendAudit(store, scope, caller, auditEvents.documentVersionCreated(document.name, version));
      return { id: document.id, version };
    }),
    mockRoute(store, 'updateDocument', ({ params, body, caller, scope }) => {
      const document = documentOf(store, scope, params.id);
      if (body.currentVersion !== undefined) {
        if (!document.versions.some((row) => row.version === body.currentVersion))
          throw documentVersionUnknown();
      }
      if (body.archived === false && document.status === 'archived') {
        checkNameFree(store, scope, document.name, document.id);
      }
      if (body.currentVersion !== undefined && body.currentVersion !== document.currentVersion) {
        document.currentVersion = body.currentVersion;
        record(store, document, caller, 'made_current', body.currentVersion);
        appendAudit(
          store,
          scope,
          caller,
          auditEvents.documentMadeCurrent(document.name, body.currentVersion),
        );
      }
      if (body.archived !== undefined && body.archived !== (document.status === 'archived')) {
        document.status = body.archived ? 'archived' : 'active';
        record(store, document, caller, body.archived ? 'archived' : 'unarchived', document.currentVersion);
        appendAudit(
          store,
          scope,
          caller,
          body.archived
            ? auditEvents.documentArchived(document.name)
            : auditEvents.documentUnarchived(document.name),
        );
      }
      return toDocument(document);
    }),
    mockRoute(store, 'listDocumentHistory', ({ params, query, scope, headers }) => {
      const document = documentOf(store, scope, params.id);
      const sessions = appSessionsOf(store, scope, 'document-signature');
      const sent = (version: number) =>
        sessions.filter(
          (session) =>
            session.details.documentId === document.id && session.details.documentVersion === version,
        ).length;
      const page = pageSessions(document.history, query);
      headers.set(PAGE_COUNT_HEADER, String(page.count));
      if (page.lastKey !== null) headers.set(PAGE_LAST_KEY_HEADER, page.lastKey);
      return page.items.map((row): DocumentHistoryEntry => ({
        ...row,
        fields: document.versions.find((version) => version.version === row.version)?.fields.length ?? 0,
        sent: sent(row.version),
      }));
    }),
  ];
}
