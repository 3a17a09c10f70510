import { createHash, randomBytes } from 'node:crypto';
import type { Selectable } from 'kysely';
import { sql } from 'kysely';
import type {
  Document,
  DocumentChange,
  DocumentHistoryEntry,
  DocumentPage,
  DocumentStatus,
  DocumentVersion,
} from '@console/api-client';
import { checkDocumentNameFree, DOCUMENT_UPLOAD_TTL_MS, documentHistoryId } from '@console/api-client';
import { newestFirstPage } from '../db/newest-first-page';
import type { DocumentsTable, DocumentVersionsTable, Queryable } from '../db/schema';

export type DocumentRow = Selectable<DocumentsTable>;
export type DocumentVersionRow = Selectable<DocumentVersionsTable>;

const ID_ALPHABET = '0123456789abcdefghijklmnopqrstuvwxyz';

/** `prefix_` and 14 random characters of [0-9a-z], the shape the demo seed's ids have. */
export const newDocumentId = (prefix: 'doc' | 'upl') =>
  `${prefix}_${Array.from(randomBytes(14), (byte) => ID_ALPHABET[byte % ID_ALPHABET.length]).join('')}`;

export const sha256Hex = (bytes: Uint8Array) => createHash('sha256').update(bytes).digest('hex');

export function toDocument(row: DocumentRow, fieldCount: number): Document {
  return {
    id: row.id,
    name: row.name,
    status: row.status,
    currentVersion: row.current_version,
    latestVersion: row.latest_version,
    fieldCount,
    createdAt: row.created_at.toISOString(),
    updatedAt: row.updated_at.toISOString(),
    updatedBy: row.updated_by,
  };
}

export function toDocumentVersion(row: DocumentVersionRow): DocumentVersion {
  return {
    documentId: row.document_id,
    version: row.version,
    pages: row.pages,
    fields: row.fields,
    createdAt: row.created_at.toISOString(),
    createdBy: row.created_by,
  };
}

/** The current version's field count of each document. */
async function fieldCounts(db: Queryable, rows: readonly DocumentRow[]): Promise<Map<string, number>> {
  if (rows.length === 0) return new Map();
  const versions = await db
    .selectFrom('document_versions')
    .select(['document_id', 'version', 'fields'])
    .where(
      'document_id',
      'in',
      rows.map((row) => row.id),
    )
    .execute();
  const current = new Map(rows.map((row) => [row.id, row.current_version]));
  return new Map(
    versions
      .filter((version) => current.get(version.document_id) === version.version)
      .map((version) => [version.document_id, version.fields.length]),
  );
}

export async function toDocuments(db: Queryable, rows: readonly DocumentRow[]): Promise<Document[]> {
  const counts = await fieldCounts(db, rows);
  return rows.map((row) => toDocument(row, counts.get(row.id) ?? 0));
}

/** `text` for LIKE, its wildcards and escape character taken literally. */
const likeText = (text: string) => text.replace(/[\\%_]/g, (char) => `\\${char}`);

function filtered(db: Queryable, accountId: string, status: DocumentStatus | 'all', q: string | undefined) {
  let query = db.selectFrom('documents').where('account_id', '=', accountId);
  if (status !== 'all') query = query.where('status', '=', status);
  if (q) query = query.where('name', 'ilike', `%${likeText(q)}%`);
  return query;
}

/**
 * One page of GET /document-signature/documents, newest first by (created_at, id) after the shared cursor; `q`
 * finds names containing it, ignoring case. A cursor the rule did not give is 400.
 */
export async function listDocumentPage(
  db: Queryable,
  accountId: string,
  query: {
    status: DocumentStatus | 'all';
    q?: string | undefined;
    limit: number;
    lastKey?: string | undefined;
  },
): Promise<{ items: Document[]; count: number; lastKey: string | null }> {
  const page = await newestFirstPage(
    filtered(db, accountId, query.status, query.q).selectAll(),
    filtered(db, accountId, query.status, query.q).select((eb) => eb.fn.countAll<string>().as('count')),
    query,
    (row) => ({ ...row, createdAt: row.created_at.toISOString() }),
  );
  return { ...page, items: await toDocuments(db, page.items) };
}

/** The account's document `id`; undefined for an unknown id or another account's. `lock` for a change. */
export function findDocument(db: Queryable, accountId: string, id: string, lock = false) {
  const query = db
    .selectFrom('documents')
    .selectAll()
    .where('id', '=', id)
    .where('account_id', '=', accountId);
  return (lock ? query.forUpdate() : query).executeTakeFirst();
}

export function findVersion(db: Queryable, documentId: string, version: number) {
  return db
    .selectFrom('document_versions')
    .selectAll()
    .where('document_id', '=', documentId)
    .where('version', '=', version)
    .executeTakeFirst();
}

/** 400 on `name` when another active document of the account has the name (ignoring case and spaces). */
export async function checkNameFree(db: Queryable, accountId: string, name: string, except?: string) {
  const rows = await db
    .selectFrom('documents')
    .select(['id', 'name'])
    .where('account_id', '=', accountId)
    .where('status', '=', 'active')
    .execute();
  checkDocumentNameFree(rows, name, except);
}

/** Keeps the PDF once per account (by its SHA-256) and records the upload for a day; answers its id. */
export async function storeUpload(
  db: Queryable,
  accountId: string,
  pdf: Uint8Array,
  pages: DocumentPage[],
  now: Date,
): Promise<string> {
  const sha256 = sha256Hex(pdf);
  await db
    .insertInto('document_pdfs')
    .values({ account_id: accountId, sha256, pdf, created_at: now })
    .onConflict((oc) => oc.columns(['account_id', 'sha256']).doNothing())
    .execute();
  // Expired uploads go as new ones come (their PDFs stay while a version uses them; see deleteUnusedPdfs).
  await db
    .deleteFrom('document_uploads')
    .where('account_id', '=', accountId)
    .where('expires_at', '<=', now)
    .execute();
  const id = newDocumentId('upl');
  await db
    .insertInto('document_uploads')
    .values({
      id,
      account_id: accountId,
      pdf_sha256: sha256,
      pages: JSON.stringify(pages),
      created_at: now,
      expires_at: new Date(now.getTime() + DOCUMENT_UPLOAD_TTL_MS),
    })
    .execute();
  return id;
}

/** The account's upload `id` not past its day, locked; undefined otherwise. */
export function findUpload(db: Queryable, accountId: string, id: string, now: Date) {
  return db
    .selectFrom('document_uploads')
    .selectAll()
    .where('id', '=', id)
    .where('account_id', '=', accountId)
    .where('expires_at', '>', now)
    .forUpdate()
    .executeTakeFirst();
}

/** Records a change in the document's history and on the document (when, by whom). */
export async function recordChange(
  db: Queryable,
  document: Pick<DocumentRow, 'id'>,
  change: DocumentChange,
  version: number,
  by: string,
  now: Date,
) {
  // `{documentId}_{n}`: the n-th change, so changes made in one instant still list newest first.
  const { count } = await db
    .selectFrom('document_history')
    .select((eb) => eb.fn.countAll<string>().as('count'))
    .where('document_id', '=', document.id)
    .executeTakeFirstOrThrow();
  await db
    .insertInto('document_history')
    .values({
      id: documentHistoryId(document.id, Number(count) + 1),
      document_id: document.id,
      version,
      change,
      created_at: now,
      by_name: by,
    })
    .execute();
  await db
    .updateTable('documents')
    .set({ updated_at: now, updated_by: by })
    .where('id', '=', document.id)
    .execute();
}

/**
 * One page of a document's history, newest first, with each row's version's field count and the sessions sent
 * with that version (their details' documentId and documentVersion).
 */
export async function listHistoryPage(
  db: Queryable,
  accountId: string,
  documentId: string,
  query: { limit: number; lastKey?: string | undefined },
): Promise<{ items: DocumentHistoryEntry[]; count: number; lastKey: string | null }> {
  const rows = () => db.selectFrom('document_history').where('document_id', '=', documentId);
  const page = await newestFirstPage(
    rows().selectAll(),
    rows().select((eb) => eb.fn.countAll<string>().as('count')),
    query,
    (row) => ({ ...row, createdAt: row.created_at.toISOString() }),
  );
  const versions = await db
    .selectFrom('document_versions')
    .select(['version', 'fields'])
    .where('document_id', '=', documentId)
    .execute();
  const sent = await db
    .selectFrom('app_sessions')
    .select([sql<string>`details->>'documentVersion'`.as('version'), sql<string>`count(*)`.as('count')])
    .where('account_id', '=', accountId)
    .where('app', '=', 'document-signature')
    .where(sql<string>`details->>'documentId'`, '=', documentId)
    .groupBy(sql`details->>'documentVersion'`)
    .execute();
  const fieldsOf = new Map(versions.map((row) => [row.version, row.fields.length]));
  const sentOf = new Map(sent.map((row) => [Number(row.version), Number(row.count)]));
  return {
    ...page,
    items: page.items.map((row) => ({
      id: row.id,
      version: row.version,
      createdAt: row.createdAt,
      by: row.by_name,
      change: row.change,
      fields: fieldsOf.get(row.version) ?? 0,
      sent: sentOf.get(row.version) ?? 0,
    })),
  };
}
