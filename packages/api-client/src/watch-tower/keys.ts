/** Watch Tower is operator-wide, not scoped to the session's account. */
export const watchTowerKeys = {
  all: ['watch-tower'] as const,
  accounts: () => [...watchTowerKeys.all, 'accounts'] as const,
  accountList: () => [...watchTowerKeys.accounts(), 'list'] as const,
  account: (accountId: string) => [...watchTowerKeys.accounts(), 'detail', accountId] as const,
  accountStatistics: (accountId: string) => [...watchTowerKeys.account(accountId), 'statistics'] as const,
  summaryStatistics: () => [...watchTowerKeys.all, 'statistics', 'summary'] as const,
};
