import { queryOptions } from '@tanstack/react-query';
import type { z } from 'zod';
import type { ApiClient } from '../client/create-client';
import type { CallOptions } from '../client/endpoint';
import { defineEndpoint } from '../client/endpoint';
import { loggingKeys } from './keys';
import { loggingConfigsSchema } from './schemas';

export const getLoggingResponseSchema = loggingConfigsSchema;
export type GetLoggingResponse = z.infer<typeof getLoggingResponseSchema>;

/** GET /logging (spec 001 §7): per-destination configs, null where not connected. */
export const getLoggingEndpoint = defineEndpoint({
  method: 'GET',
  path: '/logging',
  response: getLoggingResponseSchema,
});

export function getLogging(client: ApiClient, options: CallOptions = {}): Promise<GetLoggingResponse> {
  return client.json(getLoggingResponseSchema, {
    method: getLoggingEndpoint.method,
    path: getLoggingEndpoint.path,
    signal: options.signal,
  });
}

export function getLoggingQueryOptions(client: ApiClient, accountId: string) {
  return queryOptions({
    queryKey: loggingKeys.configs(accountId),
    queryFn: ({ signal }) => getLogging(client, { signal }),
  });
}
