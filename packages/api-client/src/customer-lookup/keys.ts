import { accountKeys } from '../query/account-keys';

export const customerLookupKeys = {
  all: (accountId: string) => [...accountKeys.all(accountId), 'customer-lookup'] as const,
  config: (accountId: string) => [...customerLookupKeys.all(accountId), 'config'] as const,
};
