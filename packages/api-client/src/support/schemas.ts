import { z } from 'zod';
import { pageOf } from '../crash-reports/schemas';

/** Ticket priorities (spec 001 §2, §9): high is labelled Critical. */
export const TICKET_PRIORITIES = ['low', 'medium', 'high'] as const;
export const TICKET_PRIORITY_LABELS = { low: 'Low', medium: 'Medium', high: 'Critical' } as const;
export const ticketPrioritySchema = z.enum(TICKET_PRIORITIES);
export type TicketPriority = z.infer<typeof ticketPrioritySchema>;

/** Where a ticket came from: the Create Ticket form or a Live Chat conversation. */
export const ticketChannelSchema = z.enum(['ticket', 'chat']);
export type TicketChannel = z.infer<typeof ticketChannelSchema>;

/** The Create Ticket form and Live Chat's message (not in the spec: the spec's form had no submit). */
export const supportTicketFormSchema = z.object({
  subject: z
    .string()
    .trim()
    .min(1, { error: 'Please enter a subject' })
    .max(200, { error: 'The subject can be at most 200 characters' }),
  description: z
    .string()
    .trim()
    .min(1, { error: 'Please describe the problem' })
    .max(5000, { error: 'The description can be at most 5000 characters' }),
  priority: ticketPrioritySchema,
  channel: ticketChannelSchema.default('ticket'),
});
export type SupportTicketForm = z.input<typeof supportTicketFormSchema>;

/**
 * The answer: the ticket's id, the number the person quotes, and what became of the confirmation e-mail to them
 * (not in the spec): `sent` when the mail server took it, `failed` when it did not.
 */
export const createdTicketSchema = z.object({
  id: z.string().min(1),
  number: z.number().int().positive(),
  emailStatus: z.enum(['sent', 'failed']),
});
export type CreatedTicket = z.infer<typeof createdTicketSchema>;

/** A ticket as operators see it in Watch Tower. */
export const supportTicketSchema = z.object({
  id: z.string().min(1),
  number: z.number().int().positive(),
  subject: z.string(),
  description: z.string(),
  priority: ticketPrioritySchema,
  channel: ticketChannelSchema,
  createdAt: z.iso.datetime({ offset: true }),
  account: z.object({ id: z.string(), name: z.string() }),
  admin: z.object({ id: z.string(), firstName: z.string(), lastName: z.string(), email: z.string() }),
});
export type SupportTicket = z.infer<typeof supportTicketSchema>;

export const supportTicketPageSchema = pageOf(supportTicketSchema);
export type SupportTicketPage = z.infer<typeof supportTicketPageSchema>;

/** "Ticket #1042 created" */
export const ticketCreatedMessage = (
  ticket: Pick<CreatedTicket, 'number'>,
  channel: TicketChannel = 'ticket',
) => (channel === 'chat' ? `Conversation #${ticket.number} started` : `Ticket #${ticket.number} created`);
