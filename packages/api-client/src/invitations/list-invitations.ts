import { queryOptions } from '@tanstack/react-query';
import { z } from 'zod';
import type { ApiClient } from '../client/create-client';
import type { CallOptions } from '../client/endpoint';
import { defineEndpoint } from '../client/endpoint';
import { invitationKeys } from './keys';
import { invitationSchema } from './schemas';

export const listInvitationsResponseSchema = z.array(invitationSchema);
export type ListInvitationsResponse = z.infer<typeof listInvitationsResponseSchema>;

/** GET /invitations (spec 000 §7): pending invitations, expired ones included until revoked. */
export const listInvitationsEndpoint = defineEndpoint({
  method: 'GET',
  path: '/invitations',
  response: listInvitationsResponseSchema,
});

export function listInvitations(
  client: ApiClient,
  options: CallOptions = {},
): Promise<ListInvitationsResponse> {
  return client.json(listInvitationsResponseSchema, {
    method: listInvitationsEndpoint.method,
    path: listInvitationsEndpoint.path,
    signal: options.signal,
  });
}

export function listInvitationsQueryOptions(client: ApiClient, accountId: string) {
  return queryOptions({
    queryKey: invitationKeys.list(accountId),
    queryFn: ({ signal }) => listInvitations(client, { signal }),
  });
}
