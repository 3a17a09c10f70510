import type { WatchTowerAccount } from '@console/api-client';
import { DataTable, Field } from '@console/ui';
import { useMemo, useState, type KeyboardEvent } from 'react';
import { css } from '../../../styled-system/css';
import { accountColumns } from './account-columns';
import { buildAccountSearchIndex, firstMatch, searchAccounts } from './account-search';

const search = css({ mb: '4', maxW: 'xl' });

export interface AccountSearchListProps {
  accounts: readonly WatchTowerAccount[];
  loading?: boolean;
  onOpen: (account: WatchTowerAccount) => void;
}

/**
 * The autofocused search and the accounts it matches (spec 000 §2). The index is built once per data set; each
 * keystroke only compares lower-cased strings, and the table is virtualised, so 10,000 accounts fit a frame
 * (bench/watch-tower-search.bench.mjs). No deferred value: the keystroke and its rows paint in the same frame.
 */
export function AccountSearchList({ accounts, loading = false, onOpen }: AccountSearchListProps) {
  const [text, setText] = useState('');
  const index = useMemo(() => buildAccountSearchIndex(accounts), [accounts]);
  const matches = useMemo(() => {
    const found = searchAccounts(index, text);
    // Everything matches (a blank text, or "a"): hand the table the same array, so it keeps its row model.
    return found.length === accounts.length ? accounts : found;
  }, [index, text, accounts]);

  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key !== 'Enter') return;
    const first = firstMatch(index, text);
    if (first) onOpen(first);
  };

  return (
    <>
      <Field.Root className={search}>
        <Field.Label>Search accounts</Field.Label>
        <Field.Input
          type="search"
          // The search is the page's purpose (spec 000 §2: autofocused).
          // eslint-disable-next-line jsx-a11y/no-autofocus
          autoFocus
          placeholder="Search by account, name, or email"
          value={text}
          onChange={(event) => setText(event.target.value)}
          onKeyDown={onKeyDown}
        />
      </Field.Root>
      <DataTable
        caption="Accounts"
        columns={accountColumns}
        data={matches}
        getRowId={(account) => account.id}
        loading={loading}
        emptyMessage="No results."
        onRowClick={onOpen}
        virtualize
        rowHeight={52}
      />
    </>
  );
}
