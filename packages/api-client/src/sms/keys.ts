import { accountKeys } from '../query/account-keys';

export const smsKeys = {
  all: (accountId: string) => [...accountKeys.all(accountId), 'sms'] as const,
  config: (accountId: string) => [...smsKeys.all(accountId), 'config'] as const,
};
