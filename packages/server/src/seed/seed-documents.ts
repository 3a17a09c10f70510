import { seedDocuments } from '@console/api-client/seed';
import { sha256Hex } from '../documents/document-queries';
import type { Queryable } from '../db/schema';

/**
 * An account's demo documents from the shared generator (`@console/api-client/seed`, the mocks' documents too):
 * each version's PDF (kept once by its hash), pages and fields, and the history rows.
 */
export async function seedDocumentLibrary(
  tx: Queryable,
  options: { seed: number; accountId: string; now: Date },
): Promise<void> {
  const documents = seedDocuments(options);
  for (const document of documents) {
    for (const version of document.versions) {
      await tx
        .insertInto('document_pdfs')
        .values({
          account_id: options.accountId,
          sha256: sha256Hex(version.pdf),
          pdf: version.pdf,
          created_at: version.createdAt,
        })
        .onConflict((oc) => oc.columns(['account_id', 'sha256']).doNothing())
        .execute();
    }
    await tx
      .insertInto('documents')
      .values({
        id: document.id,
        account_id: options.accountId,
        name: document.name,
        status: document.status,
        current_version: document.currentVersion,
        latest_version: document.versions.length,
        created_at: document.createdAt,
        updated_at: document.updatedAt,
        updated_by: document.updatedBy,
      })
      .execute();
    await tx
      .insertInto('document_versions')
      .values(
        document.versions.map((version) => ({
          document_id: document.id,
          version: version.version,
          account_id: options.accountId,
          pdf_sha256: sha256Hex(version.pdf),
          pages: JSON.stringify(version.pages),
          fields: JSON.stringify(version.fields),
          created_at: version.createdAt,
          created_by: version.createdBy,
        })),
      )
      .execute();
    await tx
      .insertInto('document_history')
      .values(
        document.history.map((row) => ({
          id: row.id,
          document_id: document.id,
          version: row.version,
          change: row.change,
          created_at: row.createdAt,
          by_name: row.by,
        })),
      )
      .execute();
  }
}
