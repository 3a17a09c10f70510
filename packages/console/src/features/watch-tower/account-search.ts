import type { WatchTowerAccount } from '@console/api-client';

/** One account with its searchable text lower-cased once (spec 000 §9, Watch Tower accounts). */
interface IndexedAccount {
  account: WatchTowerAccount;
  id: string;
  name: string;
  /** Every admin's first name, last name and e-mail, lower-cased. */
  adminFields: readonly string[];
}

export type AccountSearchIndex = readonly IndexedAccount[];

/** Built once per data set (not per keystroke), so each keystroke only compares strings. */
export function buildAccountSearchIndex(accounts: readonly WatchTowerAccount[]): AccountSearchIndex {
  return accounts.map((account) => ({
    account,
    id: account.id.toLowerCase(),
    name: account.name.toLowerCase(),
    adminFields: account.admins.flatMap((admin) => [
      admin.firstName.toLowerCase(),
      admin.lastName.toLowerCase(),
      admin.email.toLowerCase(),
    ]),
  }));
}

/**
 * The accounts a query matches, case-insensitively: an account-name substring, an EXACT account id, or a
 * substring of an admin's first name, last name or e-mail. A blank query matches every account.
 */
export function searchAccounts(index: AccountSearchIndex, query: string): WatchTowerAccount[] {
  const needle = query.trim().toLowerCase();
  if (!needle) return index.map((entry) => entry.account);
  const matches: WatchTowerAccount[] = [];
  for (const entry of index) {
    if (
      entry.id === needle ||
      entry.name.includes(needle) ||
      entry.adminFields.some((field) => field.includes(needle))
    ) {
      matches.push(entry.account);
    }
  }
  return matches;
}

/** What Enter opens: the first match, or nothing. */
export function firstMatch(index: AccountSearchIndex, query: string): WatchTowerAccount | undefined {
  return searchAccounts(index, query)[0];
}

/**
 * "Active" accounts for the heading's count: accounts with at least one active app (the list's `apps` are the
 * account's active apps). The spec does not define the word; this is our reading.
 */
export function countActiveAccounts(accounts: readonly WatchTowerAccount[]): number {
  return accounts.filter((account) => account.apps.length > 0).length;
}
