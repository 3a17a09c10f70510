import type { Document, DocumentHistoryEntry, DocumentVersion } from '../documents/schemas';

/** Document signature › Documents (apps.md §3.3): what the call cases send and answer. */
export const documentField = {
  type: 'signature' as const,
  page: 1,
  x: 0.1,
  y: 0.8,
  width: 0.4,
  height: 0.08,
  label: 'Customer signature',
  required: true,
  maxLength: null,
};

export const documentBody = { name: 'Account agreement', uploadId: 'upl_1', fields: [documentField] };

export const document: Document = {
  id: 'doc_1',
  name: 'Account agreement',
  status: 'active',
  currentVersion: 2,
  latestVersion: 3,
  fieldCount: 1,
  createdAt: '2026-10-02T09:00:00.000Z',
  updatedAt: '2026-11-20T16:30:00.000Z',
  updatedBy: 'Marcus Reed',
};

export const documentVersion: DocumentVersion = {
  documentId: 'doc_1',
  version: 2,
  pages: [{ width: 612, height: 792 }],
  fields: [documentField],
  createdAt: '2026-11-20T16:30:00.000Z',
  createdBy: 'Marcus Reed',
};

export const documentHistoryEntry: DocumentHistoryEntry = {
  id: 'dch_1',
  version: 2,
  createdAt: '2026-11-20T16:30:00.000Z',
  by: 'Marcus Reed',
  change: 'fields_edited',
  fields: 1,
  sent: 4,
};
