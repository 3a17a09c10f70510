import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import { z } from 'zod';
import type { AppId } from '../apps';
import type { ApiClient } from '../client/create-client';
import type { CallOptions } from '../client/endpoint';
import { defineEndpoint, fillPath } from '../client/endpoint';
import { pageSchema, readPage } from '../client/paged';
import { webhookKeys } from './keys';
import type { WebhookDeliveryFilter } from './schemas';
import { WEBHOOK_DELIVERY_FILTERS, webhookDeliverySchema } from './schemas';

/** The drawer's filter (All/Succeeded/Failed, default all) and the cursor of the previous page's x-last-key. */
export const listWebhookDeliveriesQuerySchema = z.object({
  status: z.enum(WEBHOOK_DELIVERY_FILTERS).default('all'),
  lastKey: z.string().max(200).optional(),
});
export const listWebhookDeliveriesResponseSchema = z.array(webhookDeliverySchema);
export const webhookDeliveryPageSchema = pageSchema(webhookDeliverySchema);
export type WebhookDeliveryPage = z.infer<typeof webhookDeliveryPageSchema>;

export interface ListWebhookDeliveriesInput {
  app: AppId;
  id: string;
  status?: WebhookDeliveryFilter;
  lastKey?: string | null;
}

/** Deliveries per page (apps.md §2.7 names none; the lists' default). */
export const WEBHOOK_DELIVERY_PAGE_SIZE = 25;

/** GET /{app}/webhooks/{id}/deliveries?status=&lastKey= (apps.md §2.7): the last 30 days, newest first, paged. */
export const listWebhookDeliveriesEndpoint = defineEndpoint({
  method: 'GET',
  path: '/:app/webhooks/:id/deliveries',
  query: listWebhookDeliveriesQuerySchema,
  response: listWebhookDeliveriesResponseSchema,
});

export function listWebhookDeliveries(
  client: ApiClient,
  { app, id, status = 'all', lastKey }: ListWebhookDeliveriesInput,
  options: CallOptions = {},
): Promise<WebhookDeliveryPage> {
  return readPage(client, webhookDeliverySchema, {
    method: listWebhookDeliveriesEndpoint.method,
    path: fillPath(listWebhookDeliveriesEndpoint.path, { app, id }),
    query: { status, lastKey },
    signal: options.signal,
  });
}

export function listWebhookDeliveriesQueryOptions(
  client: ApiClient,
  accountId: string,
  app: AppId,
  id: string,
  status: WebhookDeliveryFilter = 'all',
  lastKey: string | null = null,
) {
  return queryOptions({
    queryKey: webhookKeys.deliveryPage(accountId, app, id, status, lastKey),
    queryFn: ({ signal }) => listWebhookDeliveries(client, { app, id, status, lastKey }, { signal }),
    placeholderData: keepPreviousData,
  });
}
