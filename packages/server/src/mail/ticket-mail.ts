import type { TicketChannel, TicketPriority } from '@console/api-client';
import { TICKET_PRIORITY_LABELS, ticketCreatedMessage } from '@console/api-client';
import type { Mail } from './mailer';

/**
 * The confirmation of a support ticket or Live Chat message to the person who sent it: its number and what they
 * wrote. It says only what happened (the support team has it, listed in Watch Tower), never when or how they answer.
 */
export function ticketMail(options: {
  to: string;
  firstName: string;
  number: number;
  ticket: { subject: string; description: string; priority: TicketPriority; channel: TicketChannel };
}): Mail {
  const { to, firstName, number, ticket } = options;
  const chat = ticket.channel === 'chat';
  return {
    to,
    subject: ticketCreatedMessage({ number }, ticket.channel),
    text: [
      `Hello ${firstName},`,
      '',
      `${chat ? 'Your Live Chat message' : 'Your support ticket'} reached our support team as #${number}.`,
      '',
      ...(chat
        ? []
        : [`Subject: ${ticket.subject}`, `Priority: ${TICKET_PRIORITY_LABELS[ticket.priority]}`, '']),
      ticket.description,
      '',
      `Quote #${number} if you contact us about it.`,
      '',
    ].join('\n'),
  };
}
