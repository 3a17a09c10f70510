import type { AppId } from '../apps';
import { accountKeys } from '../query/account-keys';

export const billingKeys = {
  all: (accountId: string) => [...accountKeys.all(accountId), 'billing'] as const,
  usage: (accountId: string, app: AppId) => [...billingKeys.all(accountId), 'usage', app] as const,
};
