import { accountKeys } from '../query/account-keys';

export const invitationKeys = {
  all: (accountId: string) => [...accountKeys.all(accountId), 'invitations'] as const,
  list: (accountId: string) => [...invitationKeys.all(accountId), 'list'] as const,
};
