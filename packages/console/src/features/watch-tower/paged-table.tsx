import { Button, DataTable, type DataTableColumn } from '@console/ui';
import type { InfiniteData, UseInfiniteQueryResult } from '@tanstack/react-query';
import { css, cx } from '../../../styled-system/css';
import { pageFrame, pageHeading } from './page-styles';
import { RetryError } from './retry-error';

const heading = css({ mb: '6' });
const footer = css({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: '3',
  mt: '4',
});
const countText = css({ textStyle: 'body.md', color: 'fg.muted' });
const failure = css({ textStyle: 'body.sm', color: 'danger.fg' });
const count = new Intl.NumberFormat('en-US');

interface Page<Row> {
  items: Row[];
  total: number;
  lastKey: string | null;
}

export interface PagedTableProps<Row extends { id: string }> {
  title: string;
  columns: readonly DataTableColumn<Row>[];
  query: UseInfiniteQueryResult<InfiniteData<Page<Row>>>;
  emptyMessage: string;
  /** "{n} of {total} {noun}" */
  noun: string;
}

/**
 * A Watch Tower list the server pages newest first (crash reports, support tickets), as the audit log: a page at a
 * time behind "Load more", with "{n} of {total}", skeleton rows while the first page loads and the error with Retry.
 */
export function PagedTable<Row extends { id: string }>({
  title,
  columns,
  query,
  emptyMessage,
  noun,
}: PagedTableProps<Row>) {
  const rows = query.data?.pages.flatMap((page) => page.items) ?? [];
  const total = query.data?.pages.at(-1)?.total ?? rows.length;
  return (
    <main className={pageFrame}>
      <h1 className={cx(pageHeading, heading)}>{title}</h1>
      {query.isLoadingError ? (
        <RetryError error={query.error} onRetry={() => void query.refetch()} />
      ) : (
        <>
          <DataTable
            caption={title}
            columns={columns}
            data={rows}
            getRowId={(row) => row.id}
            loading={query.isPending}
            emptyMessage={emptyMessage}
          />
          {query.data && (
            <div className={footer}>
              <p className={countText} aria-live="polite">
                {count.format(rows.length)} of {count.format(total)} {noun}
              </p>
              {query.isFetchNextPageError && (
                <p className={failure} role="alert">
                  The next {noun} could not be loaded.
                </p>
              )}
              {query.hasNextPage && (
                <Button
                  variant="outline"
                  onClick={() => void query.fetchNextPage()}
                  aria-disabled={query.isFetchingNextPage || undefined}
                  aria-busy={query.isFetchingNextPage || undefined}
                >
                  {query.isFetchingNextPage
                    ? 'Loading…'
                    : query.isFetchNextPageError
                      ? 'Try again'
                      : 'Load more'}
                </Button>
              )}
            </div>
          )}
        </>
      )}
    </main>
  );
}
