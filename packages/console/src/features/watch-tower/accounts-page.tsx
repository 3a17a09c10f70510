import { listAccountsQueryOptions, type WatchTowerAccount } from '@console/api-client';
import { DataTable } from '@console/ui';
import { useSuspenseQuery } from '@tanstack/react-query';
import { useNavigate, type ErrorComponentProps } from '@tanstack/react-router';
import { useMemo, type ReactNode } from 'react';
import { css, cx } from '../../../styled-system/css';
import { useApi } from '../../lib/use-api';
import { useRouteRetry } from '../../lib/use-route-retry';
import { accountColumns } from './account-columns';
import { AccountSearchList } from './account-search-list';
import { countActiveAccounts } from './account-search';
import { pageFrame, pageHeading } from './page-styles';
import { RetryError } from './retry-error';

const heading = css({ mb: '6' });
const NO_ACCOUNTS: readonly WatchTowerAccount[] = [];
const countFormat = new Intl.NumberFormat('en-US');

/** The page with its heading: "{n} active accounts", "…" while the count is not known. */
function AccountsFrame({ count, children }: { count: number | null; children: ReactNode }) {
  return (
    <main className={pageFrame}>
      <h1 className={cx(pageHeading, heading)}>
        {count === null ? '…' : countFormat.format(count)} active accounts
      </h1>
      {children}
    </main>
  );
}

/**
 * Watch Tower accounts (spec 000 §2). The heading counts the "active" accounts: those with at least one active
 * app (the spec does not define the word).
 */
export function AccountsPage() {
  const api = useApi();
  const navigate = useNavigate();
  const { data: accounts } = useSuspenseQuery(listAccountsQueryOptions(api));
  const activeCount = useMemo(() => countActiveAccounts(accounts), [accounts]);
  const open = (account: WatchTowerAccount) =>
    void navigate({ to: '/watch-tower/accounts/$id', params: { id: account.id } });
  return (
    <AccountsFrame count={activeCount}>
      <AccountSearchList accounts={accounts} onOpen={open} />
    </AccountsFrame>
  );
}

/**
 * While the accounts load: the heading's ellipsis and 10 skeleton rows (spec 000 §9). No search box yet: the page's
 * own (autofocused) replaces the skeleton, and text typed into a placeholder would be lost.
 */
export function AccountsSkeleton() {
  return (
    <AccountsFrame count={null}>
      <DataTable caption="Accounts" columns={accountColumns} data={NO_ACCOUNTS} loading />
    </AccountsFrame>
  );
}

/** A failed load shows why with a Retry (the spec shows no behaviour). */
export function AccountsError({ error }: ErrorComponentProps) {
  const retry = useRouteRetry();
  return (
    <AccountsFrame count={null}>
      <RetryError error={error} onRetry={retry} />
    </AccountsFrame>
  );
}
