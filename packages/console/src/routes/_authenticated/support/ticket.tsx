import { createFileRoute } from '@tanstack/react-router';
import { TicketPage } from '../../../features/support/ticket-page';

export const Route = createFileRoute('/_authenticated/support/ticket')({
  component: TicketPage,
});
