import { accountKeys } from '../query/account-keys';

export const adminKeys = {
  all: (accountId: string) => [...accountKeys.all(accountId), 'admins'] as const,
  list: (accountId: string) => [...adminKeys.all(accountId), 'list'] as const,
};
