import { supportTicketFormSchema, type SupportTicketForm } from '@console/api-client';

export type TicketFieldErrors = Partial<Record<'subject' | 'description' | 'priority', string>>;

/** The form checked with the api-client's schema (the server's own): the first message per field, or the data. */
export function checkTicket(
  form: SupportTicketForm,
): { ok: true; data: SupportTicketForm } | { ok: false; errors: TicketFieldErrors } {
  const parsed = supportTicketFormSchema.safeParse(form);
  if (parsed.success) return { ok: true, data: parsed.data };
  const errors: TicketFieldErrors = {};
  for (const issue of parsed.error.issues) {
    const field = issue.path[0] as keyof TicketFieldErrors;
    errors[field] ??= issue.message;
  }
  return { ok: false, errors };
}
