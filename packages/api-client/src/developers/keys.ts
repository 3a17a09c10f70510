import { accountKeys } from '../query/account-keys';

export const developerKeys = {
  all: (accountId: string) => [...accountKeys.all(accountId), 'developers'] as const,
  account: (accountId: string) => [...developerKeys.all(accountId), 'account'] as const,
};
