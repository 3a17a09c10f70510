import { queryOptions } from '@tanstack/react-query';
import { z } from 'zod';
import type { AppId } from '../apps';
import type { ApiClient } from '../client/create-client';
import type { CallOptions } from '../client/endpoint';
import { defineEndpoint, fillPath } from '../client/endpoint';
import { appSessionKeys } from './keys';
import type { SessionRange } from './schemas';
import { sessionRangeSchema, statisticsSummarySchema } from './schemas';

export const getStatisticsSummaryQuerySchema = z.object({ range: sessionRangeSchema });
export const getStatisticsSummaryResponseSchema = statisticsSummarySchema;
export type GetStatisticsSummaryResponse = z.infer<typeof getStatisticsSummaryResponseSchema>;

export interface GetStatisticsSummaryInput {
  app: AppId;
  range: SessionRange;
}

/** GET /{app}/statistics/summary?range= (apps.md §2.1): the dashboard's KPI cards and chart. */
export const getStatisticsSummaryEndpoint = defineEndpoint({
  method: 'GET',
  path: '/:app/statistics/summary',
  query: getStatisticsSummaryQuerySchema,
  response: getStatisticsSummaryResponseSchema,
});

export function getStatisticsSummary(
  client: ApiClient,
  { app, range }: GetStatisticsSummaryInput,
  options: CallOptions = {},
): Promise<GetStatisticsSummaryResponse> {
  return client.json(getStatisticsSummaryResponseSchema, {
    method: getStatisticsSummaryEndpoint.method,
    path: fillPath(getStatisticsSummaryEndpoint.path, { app }),
    query: { range },
    signal: options.signal,
  });
}

export function getStatisticsSummaryQueryOptions(
  client: ApiClient,
  accountId: string,
  app: AppId,
  range: SessionRange,
) {
  return queryOptions({
    queryKey: appSessionKeys.summary(accountId, app, range),
    queryFn: ({ signal }) => getStatisticsSummary(client, { app, range }, { signal }),
  });
}
