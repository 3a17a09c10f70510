import { queryOptions } from '@tanstack/react-query';
import type { z } from 'zod';
import type { ApiClient } from '../client/create-client';
import type { CallOptions } from '../client/endpoint';
import { defineEndpoint } from '../client/endpoint';
import { watchTowerKeys } from './keys';
import { summaryStatisticsSchema } from './schemas';

export const getSummaryStatisticsResponseSchema = summaryStatisticsSchema;
export type GetSummaryStatisticsResponse = z.infer<typeof getSummaryStatisticsResponseSchema>;

/** GET /watch-tower/statistics/summary (spec 000 §7): the dashboard's series. */
export const getSummaryStatisticsEndpoint = defineEndpoint({
  method: 'GET',
  path: '/watch-tower/statistics/summary',
  response: getSummaryStatisticsResponseSchema,
});

export function getSummaryStatistics(
  client: ApiClient,
  options: CallOptions = {},
): Promise<GetSummaryStatisticsResponse> {
  return client.json(getSummaryStatisticsResponseSchema, {
    method: getSummaryStatisticsEndpoint.method,
    path: getSummaryStatisticsEndpoint.path,
    signal: options.signal,
  });
}

export function getSummaryStatisticsQueryOptions(client: ApiClient) {
  return queryOptions({
    queryKey: watchTowerKeys.summaryStatistics(),
    queryFn: ({ signal }) => getSummaryStatistics(client, { signal }),
  });
}
