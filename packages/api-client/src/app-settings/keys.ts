import type { AppId } from '../apps';
import { accountKeys } from '../query/account-keys';

/** One app's settings and plans (apps.md §2.3–§2.6). */
export const appSettingsKeys = {
  all: (accountId: string, app: AppId) => [...accountKeys.all(accountId), 'apps', app, 'settings'] as const,
  general: (accountId: string, app: AppId) => [...appSettingsKeys.all(accountId, app), 'general'] as const,
  smsContent: (accountId: string, app: AppId) =>
    [...appSettingsKeys.all(accountId, app), 'sms-content'] as const,
  plans: (accountId: string, app: AppId) => [...accountKeys.all(accountId), 'apps', app, 'plans'] as const,
};
