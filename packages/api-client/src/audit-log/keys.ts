import { accountKeys } from '../query/account-keys';

export const auditLogKeys = {
  all: (accountId: string) => [...accountKeys.all(accountId), 'audit-log'] as const,
  /** One page, by the cursor it starts after (null for the first page). */
  page: (accountId: string, lastKey: string | null) =>
    [...auditLogKeys.all(accountId), 'page', lastKey] as const,
  pages: (accountId: string) => [...auditLogKeys.all(accountId), 'pages'] as const,
};
