/**
 * Root of every account-scoped query key. Scoping by the session's account id keeps one account's
 * data from showing under another after ghosting.
 */
export const accountKeys = {
  all: (accountId: string) => ['accounts', accountId] as const,
};
