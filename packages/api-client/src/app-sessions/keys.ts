import type { AppId } from '../apps';
import { accountKeys } from '../query/account-keys';
import type { SessionListQuery, SessionRange } from './schemas';

/** One app's sessions and statistics (apps.md §2.1, §2.2); every key starts with the app's. */
export const appSessionKeys = {
  all: (accountId: string, app: AppId) => [...accountKeys.all(accountId), 'apps', app] as const,
  summary: (accountId: string, app: AppId, range: SessionRange) =>
    [...appSessionKeys.all(accountId, app), 'statistics', range] as const,
  sessions: (accountId: string, app: AppId) => [...appSessionKeys.all(accountId, app), 'sessions'] as const,
  list: (accountId: string, app: AppId, query: SessionListQuery) =>
    [...appSessionKeys.sessions(accountId, app), 'list', query] as const,
  detail: (accountId: string, app: AppId, id: string) =>
    [...appSessionKeys.sessions(accountId, app), 'detail', id] as const,
};
