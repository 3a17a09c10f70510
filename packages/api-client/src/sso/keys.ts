import { accountKeys } from '../query/account-keys';

export const ssoKeys = {
  all: (accountId: string) => [...accountKeys.all(accountId), 'sso'] as const,
  configs: (accountId: string) => [...ssoKeys.all(accountId), 'configs'] as const,
  domain: (accountId: string) => [...ssoKeys.all(accountId), 'domain'] as const,
};
