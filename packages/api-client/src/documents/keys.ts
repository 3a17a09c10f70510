import { accountKeys } from '../query/account-keys';
import type { DocumentHistoryQuery, DocumentListQuery } from './schemas';

/** Document signature › Documents (apps.md §3.3). */
export const documentKeys = {
  all: (accountId: string) =>
    [...accountKeys.all(accountId), 'apps', 'document-signature', 'documents'] as const,
  list: (accountId: string, query: DocumentListQuery) =>
    [...documentKeys.all(accountId), 'list', query] as const,
  detail: (accountId: string, id: string) => [...documentKeys.all(accountId), 'detail', id] as const,
  version: (accountId: string, id: string, version: number) =>
    [...documentKeys.detail(accountId, id), 'version', version] as const,
  file: (accountId: string, id: string, version: number) =>
    [...documentKeys.detail(accountId, id), 'file', version] as const,
  history: (accountId: string, id: string, query: DocumentHistoryQuery) =>
    [...documentKeys.detail(accountId, id), 'history', query] as const,
};
