import { queryOptions } from '@tanstack/react-query';
import type { z } from 'zod';
import type { AppId } from '../apps';
import type { ApiClient } from '../client/create-client';
import type { CallOptions } from '../client/endpoint';
import { defineEndpoint, fillPath } from '../client/endpoint';
import { appSettingsKeys } from './keys';
import { smsContentSchema } from './schemas';

export const getSmsContentResponseSchema = smsContentSchema;
export type GetSmsContentResponse = z.infer<typeof getSmsContentResponseSchema>;

/** GET /{app}/settings/sms-content (apps.md §2.6): the saved message, or the app's default with isDefault. */
export const getSmsContentEndpoint = defineEndpoint({
  method: 'GET',
  path: '/:app/settings/sms-content',
  response: getSmsContentResponseSchema,
});

export function getSmsContent(
  client: ApiClient,
  { app }: { app: AppId },
  options: CallOptions = {},
): Promise<GetSmsContentResponse> {
  return client.json(getSmsContentResponseSchema, {
    method: getSmsContentEndpoint.method,
    path: fillPath(getSmsContentEndpoint.path, { app }),
    signal: options.signal,
  });
}

export function getSmsContentQueryOptions(client: ApiClient, accountId: string, app: AppId) {
  return queryOptions({
    queryKey: appSettingsKeys.smsContent(accountId, app),
    queryFn: ({ signal }) => getSmsContent(client, { app }, { signal }),
  });
}
