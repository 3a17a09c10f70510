import type { AppId } from '../apps';
import { accountKeys } from '../query/account-keys';
import type { WebhookDeliveryFilter } from './schemas';

/** Settings › Webhooks (apps.md §2.7): an app's endpoints and deliveries, and the account's one signing secret. */
export const webhookKeys = {
  all: (accountId: string) => [...accountKeys.all(accountId), 'webhooks'] as const,
  endpoints: (accountId: string, app: AppId) => [...webhookKeys.all(accountId), app, 'endpoints'] as const,
  deliveries: (accountId: string, app: AppId, endpointId: string) =>
    [...webhookKeys.all(accountId), app, 'deliveries', endpointId] as const,
  deliveryPage: (
    accountId: string,
    app: AppId,
    endpointId: string,
    status: WebhookDeliveryFilter,
    lastKey: string | null,
  ) => [...webhookKeys.deliveries(accountId, app, endpointId), status, lastKey] as const,
  secret: (accountId: string) => [...webhookKeys.all(accountId), 'secret'] as const,
};
