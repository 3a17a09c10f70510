import { accountKeys } from '../query/account-keys';

export const brandingKeys = {
  all: (accountId: string) => [...accountKeys.all(accountId), 'branding'] as const,
  detail: (accountId: string) => [...brandingKeys.all(accountId), 'detail'] as const,
};
