import { queryOptions } from '@tanstack/react-query';
import { z } from 'zod';
import type { AppId } from '../apps';
import type { ApiClient } from '../client/create-client';
import type { CallOptions } from '../client/endpoint';
import { defineEndpoint, fillPath } from '../client/endpoint';
import { appSettingsKeys } from './keys';
import { billingPlanSchema } from './schemas';

export const listBillingPlansResponseSchema = z.array(billingPlanSchema);
export type ListBillingPlansResponse = z.infer<typeof listBillingPlansResponseSchema>;

/** GET /{app}/billing/plans (apps.md §2.3): the Pricing page's cards; prices are data, as Stripe's. */
export const listBillingPlansEndpoint = defineEndpoint({
  method: 'GET',
  path: '/:app/billing/plans',
  response: listBillingPlansResponseSchema,
});

export function listBillingPlans(
  client: ApiClient,
  { app }: { app: AppId },
  options: CallOptions = {},
): Promise<ListBillingPlansResponse> {
  return client.json(listBillingPlansResponseSchema, {
    method: listBillingPlansEndpoint.method,
    path: fillPath(listBillingPlansEndpoint.path, { app }),
    signal: options.signal,
  });
}

export function listBillingPlansQueryOptions(client: ApiClient, accountId: string, app: AppId) {
  return queryOptions({
    queryKey: appSettingsKeys.plans(accountId, app),
    queryFn: ({ signal }) => listBillingPlans(client, { app }, { signal }),
  });
}
