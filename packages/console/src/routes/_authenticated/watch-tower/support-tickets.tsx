import { createFileRoute } from '@tanstack/react-router';
import { SupportTicketsPage } from '../../../features/watch-tower/support-tickets-page';

/** No loader: the page shows its skeleton rows while the first page loads. */
export const Route = createFileRoute('/_authenticated/watch-tower/support-tickets')({
  component: SupportTicketsPage,
});
