import { listSupportTicketsQueryOptions } from '@console/api-client';
import { useInfiniteQuery } from '@tanstack/react-query';
import { useApi } from '../../lib/use-api';
import { PagedTable } from './paged-table';
import { SUPPORT_TICKET_COLUMNS } from './support-ticket-columns';

/** Watch Tower tickets (not in the spec): every support ticket and Live Chat conversation, newest first. */
export function SupportTicketsPage() {
  const api = useApi();
  const query = useInfiniteQuery(listSupportTicketsQueryOptions(api));
  return (
    <PagedTable
      title="Support Tickets"
      columns={SUPPORT_TICKET_COLUMNS}
      query={query}
      noun="tickets"
      emptyMessage="No tickets yet. Tickets and Live Chat conversations will be listed here."
    />
  );
}
