import { mutationOptions } from '@tanstack/react-query';
import type { ApiClient } from '../client/create-client';
import type { CallOptions } from '../client/endpoint';
import { defineEndpoint } from '../client/endpoint';
import { supportTicketKeys } from './keys';
import type { CreatedTicket, SupportTicketForm } from './schemas';
import { createdTicketSchema, supportTicketFormSchema } from './schemas';

/** POST /support/tickets (not in the spec; signed-in users): stores the ticket and answers its number. */
export const createSupportTicketEndpoint = defineEndpoint({
  method: 'POST',
  path: '/support/tickets',
  body: supportTicketFormSchema,
  response: createdTicketSchema,
});

export function createSupportTicket(
  client: ApiClient,
  input: SupportTicketForm,
  options: CallOptions = {},
): Promise<CreatedTicket> {
  return client.json(createdTicketSchema, {
    method: createSupportTicketEndpoint.method,
    path: createSupportTicketEndpoint.path,
    body: { ...input, channel: input.channel ?? 'ticket' },
    signal: options.signal,
  });
}

export function createSupportTicketMutationOptions(client: ApiClient) {
  return mutationOptions({
    mutationKey: [...supportTicketKeys.all(), 'create'],
    mutationFn: (input: SupportTicketForm) => createSupportTicket(client, input),
    onSuccess: (_ticket, _input, _onMutateResult, context) =>
      context.client.invalidateQueries({ queryKey: supportTicketKeys.all() }),
  });
}
