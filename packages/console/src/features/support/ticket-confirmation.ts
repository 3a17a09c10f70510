import type { CreatedTicket } from '@console/api-client';

/**
 * What happened to a ticket or a Live Chat message, and nothing more: the support team has it (Watch Tower lists it
 * for them) and the confirmation e-mail with its number went out, or could not be sent.
 */
export function ticketConfirmationNote(
  ticket: Pick<CreatedTicket, 'emailStatus'>,
  what: 'ticket' | 'message',
) {
  const received = `Our support team has your ${what}`;
  return ticket.emailStatus === 'sent'
    ? `${received}. We e-mailed you a confirmation with its number.`
    : `${received}, but the confirmation e-mail could not be sent: please note its number.`;
}
