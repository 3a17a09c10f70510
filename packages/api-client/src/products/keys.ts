import { accountKeys } from '../query/account-keys';
import type { ProductListQuery } from './schemas';

/** Payments › Product Catalog (apps.md §3.5). */
export const productKeys = {
  all: (accountId: string) => [...accountKeys.all(accountId), 'apps', 'payments', 'products'] as const,
  list: (accountId: string, query: ProductListQuery) =>
    [...productKeys.all(accountId), 'list', query] as const,
};
