import { listSupportTicketsQueryOptions } from '@console/api-client';
import { createFileRoute } from '@tanstack/react-router';
import {
  SupportTicketsError,
  SupportTicketsPage,
  SupportTicketsSkeleton,
} from '../../../features/watch-tower/support-tickets-page';
import { ensureInfiniteQuery } from '../../../lib/ensure-query';

export const Route = createFileRoute('/_authenticated/watch-tower/support-tickets')({
  loader: ({ context }) =>
    ensureInfiniteQuery(context.queryClient, listSupportTicketsQueryOptions(context.api)),
  component: SupportTicketsPage,
  pendingMs: 0,
  pendingMinMs: 0,
  pendingComponent: SupportTicketsSkeleton,
  errorComponent: SupportTicketsError,
});
