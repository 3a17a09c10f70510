import { listAccountsQueryOptions, type WatchTowerAccount } from '@console/api-client';
import { DataTable, Field } from '@console/ui';
import { useQuery } from '@tanstack/react-query';
import { useNavigate } from '@tanstack/react-router';
import { useDeferredValue, useMemo, useState, type KeyboardEvent } from 'react';
import { css } from '../../../styled-system/css';
import { useApi } from '../../lib/use-api';
import { accountColumns } from './account-columns';
import { buildAccountSearchIndex, countActiveAccounts, firstMatch, searchAccounts } from './account-search';
import { RetryError } from './retry-error';

const main = css({
  w: 'full',
  maxW: '6xl',
  mx: 'auto',
  px: { base: '4', md: '6' },
  py: { base: '6', md: '8' },
});
const heading = css({ textStyle: 'heading.xl', color: 'fg.default', mb: '6' });
const search = css({ mb: '4', maxW: 'xl' });

const NO_ACCOUNTS: readonly WatchTowerAccount[] = [];

/**
 * Watch Tower accounts (spec 000 §9). The heading counts the "active" accounts: those with at least one active
 * app (the spec does not define the word). Every account is searched in the browser over an index built once per
 * data set; the table is virtualised so 10,000 accounts stay smooth.
 */
export function AccountsPage() {
  const api = useApi();
  const navigate = useNavigate();
  const query = useQuery(listAccountsQueryOptions(api));
  const [text, setText] = useState('');
  const deferredText = useDeferredValue(text);
  const accounts = query.data ?? NO_ACCOUNTS;
  const index = useMemo(() => buildAccountSearchIndex(accounts), [accounts]);
  const matches = useMemo(() => searchAccounts(index, deferredText), [index, deferredText]);
  const activeCount = useMemo(() => countActiveAccounts(accounts), [accounts]);

  const open = (account: WatchTowerAccount) =>
    void navigate({ to: '/watch-tower/accounts/$id', params: { id: account.id } });
  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key !== 'Enter') return;
    const first = firstMatch(index, text);
    if (first) open(first);
  };

  return (
    <main className={main}>
      <h1 className={heading}>{query.isSuccess ? activeCount : '…'} active accounts</h1>
      <Field.Root className={search}>
        <Field.Label>Search accounts</Field.Label>
        <Field.Input
          type="search"
          // The search is the page's purpose (spec 000 §9: autofocused).
          // eslint-disable-next-line jsx-a11y/no-autofocus
          autoFocus
          placeholder="Search by account, name, or email"
          value={text}
          onChange={(event) => setText(event.target.value)}
          onKeyDown={onKeyDown}
        />
      </Field.Root>
      {query.isError ? (
        <RetryError error={query.error} onRetry={() => void query.refetch()} />
      ) : (
        <DataTable
          caption="Accounts"
          columns={accountColumns}
          data={matches}
          getRowId={(account) => account.id}
          loading={query.isPending}
          emptyMessage="No results."
          onRowClick={open}
          virtualize
          rowHeight={52}
        />
      )}
    </main>
  );
}
