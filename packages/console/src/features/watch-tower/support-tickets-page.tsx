import { listSupportTicketsQueryOptions } from '@console/api-client';
import { useSuspenseInfiniteQuery } from '@tanstack/react-query';
import type { ErrorComponentProps } from '@tanstack/react-router';
import { useApi } from '../../lib/use-api';
import { PagedTable, PagedTableSkeleton } from './paged-table';
import { WatchTowerLoadError } from './watch-tower-load-error';
import { SUPPORT_TICKET_COLUMNS } from './support-ticket-columns';

const TITLE = 'Support Tickets';

/** Watch Tower tickets (not in the spec): every support ticket and Live Chat conversation, newest first. */
export function SupportTicketsPage() {
  const api = useApi();
  const query = useSuspenseInfiniteQuery(listSupportTicketsQueryOptions(api));
  return (
    <PagedTable
      title={TITLE}
      columns={SUPPORT_TICKET_COLUMNS}
      query={query}
      noun="tickets"
      emptyMessage="No tickets yet. Tickets and Live Chat conversations will be listed here."
    />
  );
}

export function SupportTicketsSkeleton() {
  return <PagedTableSkeleton title={TITLE} columns={SUPPORT_TICKET_COLUMNS} noun="tickets" />;
}

export function SupportTicketsError({ error }: ErrorComponentProps) {
  return <WatchTowerLoadError title={TITLE} error={error} />;
}
