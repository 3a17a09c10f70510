import { listAccountsQueryOptions, type WatchTowerAccount } from '@console/api-client';
import { useQuery } from '@tanstack/react-query';
import { useNavigate } from '@tanstack/react-router';
import { useMemo } from 'react';
import { css, cx } from '../../../styled-system/css';
import { useApi } from '../../lib/use-api';
import { AccountSearchList } from './account-search-list';
import { countActiveAccounts } from './account-search';
import { pageFrame, pageHeading } from './page-styles';
import { RetryError } from './retry-error';

const heading = css({ mb: '6' });
const NO_ACCOUNTS: readonly WatchTowerAccount[] = [];
const countFormat = new Intl.NumberFormat('en-US');

/**
 * Watch Tower accounts (spec 000 §2). The heading counts the "active" accounts: those with at least one active
 * app (the spec does not define the word); "…" while loading. A failed load shows the error with a Retry (the
 * spec shows no behaviour).
 */
export function AccountsPage() {
  const api = useApi();
  const navigate = useNavigate();
  const query = useQuery(listAccountsQueryOptions(api));
  const accounts = query.data ?? NO_ACCOUNTS;
  const activeCount = useMemo(() => countActiveAccounts(accounts), [accounts]);
  const open = (account: WatchTowerAccount) =>
    void navigate({ to: '/watch-tower/accounts/$id', params: { id: account.id } });

  return (
    <main className={pageFrame}>
      <h1 className={cx(pageHeading, heading)}>
        {query.isSuccess ? countFormat.format(activeCount) : '…'} active accounts
      </h1>
      {query.isError ? (
        <RetryError error={query.error} onRetry={() => void query.refetch()} />
      ) : (
        <AccountSearchList accounts={accounts} loading={query.isPending} onOpen={open} />
      )}
    </main>
  );
}
