import { queryOptions } from '@tanstack/react-query';
import type { z } from 'zod';
import type { AppId } from '../apps';
import type { ApiClient } from '../client/create-client';
import type { CallOptions } from '../client/endpoint';
import { defineEndpoint, fillPath } from '../client/endpoint';
import { billingKeys } from './keys';
import { usageSchema } from './schemas';

export const getUsageResponseSchema = usageSchema;
export type GetUsageResponse = z.infer<typeof getUsageResponseSchema>;

export interface GetUsageInput {
  app: AppId;
}

/** GET /{app}/billing/usage (spec 000 §7): feeds the free-trial credit counter. */
export const getUsageEndpoint = defineEndpoint({
  method: 'GET',
  path: '/:app/billing/usage',
  response: getUsageResponseSchema,
});

export function getUsage(
  client: ApiClient,
  { app }: GetUsageInput,
  options: CallOptions = {},
): Promise<GetUsageResponse> {
  return client.json(getUsageResponseSchema, {
    method: getUsageEndpoint.method,
    path: fillPath(getUsageEndpoint.path, { app }),
    signal: options.signal,
  });
}

export function getUsageQueryOptions(client: ApiClient, accountId: string, app: AppId) {
  return queryOptions({
    queryKey: billingKeys.usage(accountId, app),
    queryFn: ({ signal }) => getUsage(client, { app }, { signal }),
  });
}
