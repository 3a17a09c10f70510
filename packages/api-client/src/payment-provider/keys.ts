import { accountKeys } from '../query/account-keys';

/** Payments › Card Payment Provider (apps.md §3.5). */
export const paymentProviderKeys = {
  all: (accountId: string) => [...accountKeys.all(accountId), 'apps', 'payments', 'provider'] as const,
  state: (accountId: string) => [...paymentProviderKeys.all(accountId), 'state'] as const,
};
