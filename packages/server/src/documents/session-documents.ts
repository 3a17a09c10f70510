import { DOCUMENT_MESSAGES } from '@console/api-client';
import { Refusal } from '@console/api-client/rules';
import type { Queryable } from '../db/schema';

/** What a document-signature session keeps of its document (apps.md §3.3: "A session records the version it sent"). */
export interface DocumentDetails {
  documentId: string;
  documentName: string;
  documentVersion: number;
}

const FIELD = 'data.documentId';

/**
 * POST /v1/sessions for document-signature with `data.documentId`: an active document of the account, whose current
 * version the session sends and records. An unknown, archived or another account's id is 400 VALIDATION_ERROR (the
 * /v1 code, apps.md §5).
 */
export async function documentDetails(
  db: Queryable,
  accountId: string,
  documentId: string,
): Promise<DocumentDetails> {
  const row = await db
    .selectFrom('documents')
    .select(['id', 'name', 'current_version'])
    .where('account_id', '=', accountId)
    .where('status', '=', 'active')
    .where('id', '=', documentId)
    .executeTakeFirst();
  if (!row) {
    const message = DOCUMENT_MESSAGES.sessionDocumentUnknown;
    throw new Refusal('VALIDATION_ERROR', `${FIELD}: ${message}`, {}, [{ field: FIELD, message }]);
  }
  return { documentId: row.id, documentName: row.name, documentVersion: row.current_version };
}
