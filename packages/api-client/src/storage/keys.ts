import type { AppId } from '../apps';
import { accountKeys } from '../query/account-keys';

/** Settings › Storage of an app (apps.md §3.3, §3.7). */
export const storageKeys = {
  all: (accountId: string, app: AppId) => [...accountKeys.all(accountId), 'apps', app, 'storage'] as const,
  settings: (accountId: string, app: AppId) => [...storageKeys.all(accountId, app), 'settings'] as const,
};
