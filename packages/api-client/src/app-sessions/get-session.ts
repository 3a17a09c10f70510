import { queryOptions } from '@tanstack/react-query';
import type { z } from 'zod';
import type { AppId } from '../apps';
import type { ApiClient } from '../client/create-client';
import type { CallOptions } from '../client/endpoint';
import { defineEndpoint, fillPath } from '../client/endpoint';
import { appSessionKeys } from './keys';
import { appSessionWithEventsSchema } from './schemas';

export const getSessionResponseSchema = appSessionWithEventsSchema;
export type GetSessionResponse = z.infer<typeof getSessionResponseSchema>;

export interface GetSessionInput {
  app: AppId;
  id: string;
}

/** GET /{app}/sessions/{id} (apps.md §2.2): the drawer's session with its timeline, oldest event first. */
export const getSessionEndpoint = defineEndpoint({
  method: 'GET',
  path: '/:app/sessions/:id',
  response: getSessionResponseSchema,
});

export function getSession(
  client: ApiClient,
  { app, id }: GetSessionInput,
  options: CallOptions = {},
): Promise<GetSessionResponse> {
  return client.json(getSessionResponseSchema, {
    method: getSessionEndpoint.method,
    path: fillPath(getSessionEndpoint.path, { app, id }),
    signal: options.signal,
  });
}

export function getSessionQueryOptions(client: ApiClient, accountId: string, app: AppId, id: string) {
  return queryOptions({
    queryKey: appSessionKeys.detail(accountId, app, id),
    queryFn: ({ signal }) => getSession(client, { app, id }, { signal }),
  });
}
