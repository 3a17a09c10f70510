import { accountKeys } from '../query/account-keys';

export const customerSearchKeys = {
  all: (accountId: string) => [...accountKeys.all(accountId), 'customer-search'] as const,
  results: (accountId: string, customerRef: string) =>
    [...customerSearchKeys.all(accountId), 'results', customerRef] as const,
};
