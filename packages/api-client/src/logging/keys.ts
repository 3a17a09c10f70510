import { accountKeys } from '../query/account-keys';

export const loggingKeys = {
  all: (accountId: string) => [...accountKeys.all(accountId), 'logging'] as const,
  configs: (accountId: string) => [...loggingKeys.all(accountId), 'configs'] as const,
};
