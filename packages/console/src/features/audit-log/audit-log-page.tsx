import { getAuditLogPagesQueryOptions } from '@console/api-client';
import { Button, DataTable } from '@console/ui';
import { useSuspenseInfiniteQuery } from '@tanstack/react-query';
import { css } from '../../../styled-system/css';
import { useApi } from '../../lib/use-api';
import { useBootstrap } from '../../lib/use-bootstrap';
import { AUDIT_LOG_COLUMNS } from './audit-log-columns';
import { AuditLogHeader } from './audit-log-header';
import { ExportButton } from './export-button';

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

/**
 * The audit log (spec 000 §2): Date, Admin, Description, Event, newest first, one server page (x-last-key cursor)
 * at a time behind "Load more", with "{n} of {total} events" and Export. The route loads the first page.
 */
export function AuditLogPage() {
  const api = useApi();
  const accountId = useBootstrap().account.id;
  const { data, hasNextPage, fetchNextPage, isFetchingNextPage, isFetchNextPageError } =
    useSuspenseInfiniteQuery(getAuditLogPagesQueryOptions(api, accountId));
  const entries = data.pages.flatMap((page) => page.entries);
  const total = data.pages.at(-1)?.total ?? entries.length;
  const firstParam = data.pageParams[0];
  const firstCursor = typeof firstParam === 'string' ? firstParam : null;

  return (
    <div>
      <AuditLogHeader>
        <ExportButton accountId={accountId} lastKey={firstCursor} disabled={total === 0} />
      </AuditLogHeader>
      <DataTable
        caption="Audit log"
        columns={AUDIT_LOG_COLUMNS}
        data={entries}
        getRowId={(entry) => entry.id}
        emptyMessage="No events yet. Changes made in this account will be listed here."
      />
      <div className={footer}>
        <p className={countText} aria-live="polite">
          {count.format(entries.length)} of {count.format(total)} events
        </p>
        {isFetchNextPageError && (
          <p className={failure} role="alert">
            The next events could not be loaded.
          </p>
        )}
        {hasNextPage && (
          <Button
            variant="outline"
            onClick={() => void fetchNextPage()}
            aria-disabled={isFetchingNextPage || undefined}
            aria-busy={isFetchingNextPage || undefined}
          >
            {isFetchingNextPage ? 'Loading…' : isFetchNextPageError ? 'Try again' : 'Load more'}
          </Button>
        )}
      </div>
    </div>
  );
}
