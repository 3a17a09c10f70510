import type { Context } from 'hono';
import { bodyLimit } from 'hono/body-limit';
import type { DocumentField } from '@console/api-client';
import {
  checkFieldPages,
  checkPdfPages,
  DOCUMENT_FILE_MAX_BYTES,
  DOCUMENT_MESSAGES,
  DOCUMENT_UPLOAD_FIELD,
  documentUploadUnknown,
  endpoints,
  documentVersionUnknown,
  parseVersionParam,
  readPdfPages,
  readPdfUpload,
} from '@console/api-client';
import { auditEvents, invalidField, notFound, REFUSALS } from '@console/api-client/rules';
import { recordAudit } from '../audit/record-audit';
import type { Session } from '../auth/session';
import {
  checkNameFree,
  findDocument,
  findUpload,
  findVersion,
  listDocumentPage,
  listHistoryPage,
  newDocumentId,
  recordChange,
  storeUpload,
  toDocument,
  toDocumentVersion,
} from '../documents/document-queries';
import type { Queryable } from '../db/schema';
import { route } from '../http/route';

/** Where the upload is served (mountRoutes' `/api` and its endpoint), the one path outside the API's 2 MB body limit. */
export const DOCUMENT_UPLOAD_PATH = `/api${endpoints.uploadDocumentPdf.path}`;

/**
 * The upload's body limit: the 10 MB file and room for the multipart framing. A larger body is refused as it
 * streams in, before it is read whole, with the spec's words under `file` (a file between 10 MB and the limit is
 * refused by readPdfUpload with the same answer).
 */
export const documentUploadLimit = bodyLimit({
  maxSize: DOCUMENT_FILE_MAX_BYTES + 64 * 1024,
  onError: (c: Context) => {
    const refusal = invalidField(DOCUMENT_UPLOAD_FIELD, DOCUMENT_MESSAGES.fileTooLarge);
    return c.json(refusal.body, 400);
  },
});

const byName = (session: Session) => `${session.actor.firstName} ${session.actor.lastName}`;

/** The account's document, or 404 for an unknown id or another account's. */
async function documentOf(db: Queryable, session: Session, id: string | undefined, lock = false) {
  const row = await findDocument(db, session.accountId, id ?? '', lock);
  if (!row) throw notFound(REFUSALS.documentNotFound);
  return row;
}

async function fieldCount(db: Queryable, documentId: string, version: number) {
  const row = await findVersion(db, documentId, version);
  return row?.fields.length ?? 0;
}

/**
 * Document signature › Documents (apps.md §3.3): the signed-in account's documents. The checks run in the mocks'
 * order (mocks/handlers/documents.ts): the body (route), the upload, the fields' pages, the name. Versions are
 * immutable; every change is a history row and an audit entry in the document-signature namespace.
 */
export const documentRoutes = [
  /** A PDF for a document or a version to come: checked, read with pdf-lib, kept a day for this account. */
  route('uploadDocumentPdf', async ({ c, session, deps: { db, clock } }) => {
    const pdf = await readPdfUpload(c.req.raw);
    const pages = checkPdfPages(await readPdfPages(pdf));
    const uploadId = await db
      .transaction()
      .execute((tx) => storeUpload(tx, session.accountId, pdf, pages, clock.now()));
    return { uploadId, pages };
  }),

  route('createDocument', async ({ session, body, deps: { db, clock } }) => {
    const now = clock.now();
    return db.transaction().execute(async (tx) => {
      const upload = await findUpload(tx, session.accountId, body.uploadId, now);
      if (!upload) throw documentUploadUnknown();
      checkFieldPages(body.fields, upload.pages.length);
      await checkNameFree(tx, session.accountId, body.name);
      const id = newDocumentId('doc');
      await tx
        .insertInto('documents')
        .values({
          id,
          account_id: session.accountId,
          name: body.name,
          status: 'active',
          current_version: 1,
          latest_version: 1,
          created_at: now,
          updated_at: now,
          updated_by: byName(session),
        })
        .execute();
      await tx
        .insertInto('document_versions')
        .values({
          document_id: id,
          version: 1,
          account_id: session.accountId,
          pdf_sha256: upload.pdf_sha256,
          pages: JSON.stringify(upload.pages),
          fields: JSON.stringify(body.fields satisfies DocumentField[]),
          created_at: now,
          created_by: byName(session),
        })
        .execute();
      await tx.deleteFrom('document_uploads').where('id', '=', upload.id).execute();
      await recordChange(tx, { id }, 'created', 1, byName(session), now);
      await recordAudit(
        tx,
        now,
        session.accountId,
        session,
        auditEvents.documentVersionCreated(body.name, 1),
      );
      return { id, version: 1 };
    });
  }),

  /** One page, newest first: x-count is every document of the filters, x-last-key the next page's cursor. */
  route('listDocuments', async ({ c, session, query, deps: { db } }) => {
    const page = await listDocumentPage(db, session.accountId, query);
    c.header('x-count', String(page.count));
    if (page.lastKey !== null) c.header('x-last-key', page.lastKey);
    return page.items;
  }),

  route('getDocument', async ({ session, params, deps: { db } }) => {
    const row = await documentOf(db, session, params.id);
    return toDocument(row, await fieldCount(db, row.id, row.current_version));
  }),

  route('getDocumentVersion', async ({ session, params, deps: { db } }) => {
    const row = await documentOf(db, session, params.id);
    const version = await findVersion(db, row.id, parseVersionParam(params.version) ?? 0);
    if (!version) throw notFound(REFUSALS.documentVersionNotFound);
    return toDocumentVersion(version);
  }),

  /** The version's PDF as stored, for rendering and "Download PDF". */
  route('getDocumentVersionFile', async ({ session, params, deps: { db } }) => {
    const row = await documentOf(db, session, params.id);
    const number = parseVersionParam(params.version) ?? 0;
    const file = await db
      .selectFrom('document_versions')
      .innerJoin('document_pdfs', (join) =>
        join
          .onRef('document_pdfs.account_id', '=', 'document_versions.account_id')
          .onRef('document_pdfs.sha256', '=', 'document_versions.pdf_sha256'),
      )
      .select('document_pdfs.pdf')
      .where('document_versions.document_id', '=', row.id)
      .where('document_versions.version', '=', number)
      .executeTakeFirst();
    if (!file) throw notFound(REFUSALS.documentVersionNotFound);
    const fileName = `${row.name} v${number}.pdf`.replace(/["\\\r\n]/g, '');
    return new Response(new Uint8Array(file.pdf), {
      status: 200,
      headers: {
        'content-type': 'application/pdf',
        'content-disposition': `attachment; filename="${fileName}"`,
      },
    });
  }),

  /**
   * "Edit fields" (the current version's PDF) or "Upload new PDF" (uploadId): a new version, which becomes current.
   * An archived document takes new versions too (unarchiving sends them).
   */
  route('addDocumentVersion', async ({ session, params, body, deps: { db, clock } }) => {
    const now = clock.now();
    return db.transaction().execute(async (tx) => {
      const row = await documentOf(tx, session, params.id, true);
      const upload =
        body.uploadId === undefined ? undefined : await findUpload(tx, session.accountId, body.uploadId, now);
      if (body.uploadId !== undefined && !upload) throw documentUploadUnknown();
      const current = await findVersion(tx, row.id, row.current_version);
      if (!current) throw notFound(REFUSALS.documentVersionNotFound);
      const pages = upload?.pages ?? current.pages;
      checkFieldPages(body.fields, pages.length);
      const version = row.latest_version + 1;
      await tx
        .insertInto('document_versions')
        .values({
          document_id: row.id,
          version,
          account_id: session.accountId,
          pdf_sha256: upload?.pdf_sha256 ?? current.pdf_sha256,
          pages: JSON.stringify(pages),
          fields: JSON.stringify(body.fields satisfies DocumentField[]),
          created_at: now,
          created_by: byName(session),
        })
        .execute();
      await tx
        .updateTable('documents')
        .set({ current_version: version, latest_version: version })
        .where('id', '=', row.id)
        .execute();
      if (upload) await tx.deleteFrom('document_uploads').where('id', '=', upload.id).execute();
      await recordChange(tx, row, upload ? 'new_pdf' : 'fields_edited', version, byName(session), now);
      await recordAudit(
        tx,
        now,
        session.accountId,
        session,
        auditEvents.documentVersionCreated(row.name, version),
      );
      return { id: row.id, version };
    });
  }),

  /** Make a version current, archive or unarchive; what does not change records nothing. */
  route('updateDocument', async ({ session, params, body, deps: { db, clock } }) => {
    const now = clock.now();
    return db.transaction().execute(async (tx) => {
      const row = await documentOf(tx, session, params.id, true);
      if (body.currentVersion !== undefined && body.currentVersion > row.latest_version) {
        throw documentVersionUnknown();
      }
      if (body.archived === false && row.status === 'archived') {
        await checkNameFree(tx, session.accountId, row.name, row.id);
      }
      let { current_version: currentVersion, status } = row;
      if (body.currentVersion !== undefined && body.currentVersion !== currentVersion) {
        currentVersion = body.currentVersion;
        await tx
          .updateTable('documents')
          .set({ current_version: currentVersion })
          .where('id', '=', row.id)
          .execute();
        await recordChange(tx, row, 'made_current', currentVersion, byName(session), now);
        await recordAudit(
          tx,
          now,
          session.accountId,
          session,
          auditEvents.documentMadeCurrent(row.name, currentVersion),
        );
      }
      if (body.archived !== undefined && body.archived !== (status === 'archived')) {
        status = body.archived ? 'archived' : 'active';
        await tx.updateTable('documents').set({ status }).where('id', '=', row.id).execute();
        await recordChange(
          tx,
          row,
          body.archived ? 'archived' : 'unarchived',
          currentVersion,
          byName(session),
          now,
        );
        await recordAudit(
          tx,
          now,
          session.accountId,
          session,
          body.archived ? auditEvents.documentArchived(row.name) : auditEvents.documentUnarchived(row.name),
        );
      }
      const updated = await documentOf(tx, session, row.id);
      return toDocument(updated, await fieldCount(tx, row.id, updated.current_version));
    });
  }),

  route('listDocumentHistory', async ({ c, session, params, query, deps: { db } }) => {
    const row = await documentOf(db, session, params.id);
    const page = await listHistoryPage(db, session.accountId, row.id, query);
    c.header('x-count', String(page.count));
    if (page.lastKey !== null) c.header('x-last-key', page.lastKey);
    return page.items;
  }),
];
