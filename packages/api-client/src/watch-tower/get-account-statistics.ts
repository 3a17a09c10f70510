import { queryOptions } from '@tanstack/react-query';
import { z } from 'zod';
import type { ApiClient } from '../client/create-client';
import type { CallOptions } from '../client/endpoint';
import { defineEndpoint } from '../client/endpoint';
import { watchTowerKeys } from './keys';
import { accountStatisticsSchema } from './schemas';

export const getAccountStatisticsQuerySchema = z.object({ accountId: z.string().min(1) });
export const getAccountStatisticsResponseSchema = accountStatisticsSchema;
export type GetAccountStatisticsInput = z.input<typeof getAccountStatisticsQuerySchema>;
export type GetAccountStatisticsResponse = z.infer<typeof getAccountStatisticsResponseSchema>;

/** GET /watch-tower/statistics/account (spec 000 §7): daily tasks completed, global and per app. */
export const getAccountStatisticsEndpoint = defineEndpoint({
  method: 'GET',
  path: '/watch-tower/statistics/account',
  query: getAccountStatisticsQuerySchema,
  response: getAccountStatisticsResponseSchema,
});

export function getAccountStatistics(
  client: ApiClient,
  { accountId }: GetAccountStatisticsInput,
  options: CallOptions = {},
): Promise<GetAccountStatisticsResponse> {
  return client.json(getAccountStatisticsResponseSchema, {
    method: getAccountStatisticsEndpoint.method,
    path: getAccountStatisticsEndpoint.path,
    query: { accountId },
    signal: options.signal,
  });
}

export function getAccountStatisticsQueryOptions(client: ApiClient, accountId: string) {
  return queryOptions({
    queryKey: watchTowerKeys.accountStatistics(accountId),
    queryFn: ({ signal }) => getAccountStatistics(client, { accountId }, { signal }),
  });
}
