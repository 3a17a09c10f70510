import type { Document, DocumentPage, DocumentVersion } from '../../documents/schemas';
import { DEMO_ACCOUNT_ID } from '../../seed/demo-account';
import type { SeedDocument } from '../../seed/documents';
import { seedDocuments } from '../../seed/documents';
import { appsState } from './apps';
import type { MockAccountState, MockStore } from './types';

/** A PDF uploaded for a document or a version not saved yet, kept until `expiresAt` (DOCUMENT_UPLOAD_TTL_MS). */
export interface MockDocumentUpload {
  id: string;
  pages: DocumentPage[];
  pdf: Uint8Array;
  expiresAt: string;
}

/**
 * The account's documents (apps.md §3.3), newest first: the demo account's are the shared seed's, as the server's
 * demo seed writes them; any other account starts with none.
 */
export function documentsOf(store: MockStore, scope: MockAccountState): SeedDocument[] {
  const state = appsState(scope);
  state.documents ??=
    scope.account.id === DEMO_ACCOUNT_ID
      ? seedDocuments({ seed: store.seed, accountId: scope.account.id, now: store.now })
      : [];
  return state.documents;
}

/** The account's uploads not used or expired yet. */
export function documentUploadsOf(scope: MockAccountState): MockDocumentUpload[] {
  const state = appsState(scope);
  state.documentUploads ??= [];
  return state.documentUploads;
}

/** A document as the API shows it. */
export function toDocument(document: SeedDocument): Document {
  const current = document.versions.find((version) => version.version === document.currentVersion);
  return {
    id: document.id,
    name: document.name,
    status: document.status,
    currentVersion: document.currentVersion,
    latestVersion: document.versions.length,
    fieldCount: current?.fields.length ?? 0,
    createdAt: document.createdAt,
    updatedAt: document.updatedAt,
    updatedBy: document.updatedBy,
  };
}

/** One version as the API shows it (its PDF at …/file). */
export function toDocumentVersion(document: SeedDocument, version: number): DocumentVersion | undefined {
  const found = document.versions.find((row) => row.version === version);
  return (
    found && {
      documentId: document.id,
      version: found.version,
      pages: found.pages,
      fields: found.fields,
      createdAt: found.createdAt,
      createdBy: found.createdBy,
    }
  );
}
