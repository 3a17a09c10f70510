import type { Document } from '@console/api-client';

/** Document signature › Documents' words (apps.md §3.3), quoted exactly where the spec quotes them. */
export const DOCUMENTS_TITLE = 'Documents';
export const DOCUMENTS_LEAD =
  'The PDFs agents send for signature. Each change saves a new version; a session keeps the version it sent.';
export const DOCUMENTS_NOUN = 'documents';
export const NO_DOCUMENTS = 'No documents yet. Upload a PDF to create your first document.';
export const noDocumentsFound = (query: string) => `No documents match "${query}".`;
export const NEW_DOCUMENT = 'New document';
export const SEARCH_LABEL = 'Search documents by name';
export const VIEW_HISTORY = 'View history';

export const archiveTitle = (document: Pick<Document, 'name'>) => `Archive ${document.name}?`;
export const ARCHIVE_DESCRIPTION = 'Agents will no longer be able to send it. Signed copies are kept.';
export const ARCHIVE_CONFIRM = 'Archive';
export const DOCUMENT_ARCHIVED = 'Document archived';
export const DOCUMENT_UNARCHIVED = 'Document unarchived';

export const DOCUMENT_STATUS = {
  active: { label: 'Active', tone: 'success' },
  archived: { label: 'Archived', tone: 'neutral' },
} as const;

/** "v3", as the version picker and the lists name versions. */
export const versionLabel = (version: number) => `v${version}`;

export const HISTORY_NOUN = 'changes';
export const historyTitle = (document: Pick<Document, 'name'>) => `${document.name} · History`;
export const HISTORY_LEAD = 'Every change to the document: versions saved, made current, archived.';
export const BACK_TO_DOCUMENTS = 'Back to documents';
