import { Button, DataTable, type DataTableColumn } from '@console/ui';
import type { InfiniteData, UseSuspenseInfiniteQueryResult } from '@tanstack/react-query';
import { css, cx } from '../../../styled-system/css';
import { pageFrame, pageHeading } from './page-styles';

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
  query: UseSuspenseInfiniteQueryResult<InfiniteData<Page<Row>>>;
  emptyMessage: string;
  /** "{n} of {total} {noun}" */
  noun: string;
}

/**
 * A Watch Tower list the server pages newest first (crash reports, support tickets), as the audit log: a page at a
 * time behind "Load more", with "{n} of {total}". The route loads the first page (PagedTableSkeleton meanwhile).
 */
export function PagedTable<Row extends { id: string }>({
  title,
  columns,
  query,
  emptyMessage,
  noun,
}: PagedTableProps<Row>) {
  const rows = query.data.pages.flatMap((page) => page.items);
  const total = query.data.pages.at(-1)?.total ?? rows.length;
  return (
    <main className={pageFrame}>
      <h1 className={cx(pageHeading, heading)}>{title}</h1>
      <DataTable
        caption={title}
        columns={columns}
        data={rows}
        getRowId={(row) => row.id}
        emptyMessage={emptyMessage}
      />
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
            {query.isFetchingNextPage ? 'Loading…' : query.isFetchNextPageError ? 'Try again' : 'Load more'}
          </Button>
        )}
      </div>
    </main>
  );
}

/**
 * A paged list while its first page loads: the heading and skeleton rows. The rows are decoration (a status names the
 * wait), so the page's table is only the loaded one.
 */
export function PagedTableSkeleton<Row extends { id: string }>({
  title,
  columns,
  noun,
}: Pick<PagedTableProps<Row>, 'title' | 'columns' | 'noun'>) {
  return (
    <main className={pageFrame}>
      <h1 className={cx(pageHeading, heading)}>{title}</h1>
      <div role="status" aria-label={`Loading the ${noun}`}>
        <div aria-hidden="true">
          <DataTable caption={title} columns={columns} data={[]} getRowId={(row) => row.id} loading />
        </div>
      </div>
    </main>
  );
}
