import { queryOptions } from '@tanstack/react-query';
import type { z } from 'zod';
import type { AppId } from '../apps';
import type { ApiClient } from '../client/create-client';
import type { CallOptions } from '../client/endpoint';
import { defineEndpoint, fillPath } from '../client/endpoint';
import { appSettingsKeys } from './keys';
import { generalSettingsSchema } from './schemas';

export const getGeneralSettingsResponseSchema = generalSettingsSchema;
export type GetGeneralSettingsResponse = z.infer<typeof getGeneralSettingsResponseSchema>;

/** GET /{app}/settings/general (apps.md §2.5): the saved settings, or the defaults before the first save. */
export const getGeneralSettingsEndpoint = defineEndpoint({
  method: 'GET',
  path: '/:app/settings/general',
  response: getGeneralSettingsResponseSchema,
});

export function getGeneralSettings(
  client: ApiClient,
  { app }: { app: AppId },
  options: CallOptions = {},
): Promise<GetGeneralSettingsResponse> {
  return client.json(getGeneralSettingsResponseSchema, {
    method: getGeneralSettingsEndpoint.method,
    path: fillPath(getGeneralSettingsEndpoint.path, { app }),
    signal: options.signal,
  });
}

export function getGeneralSettingsQueryOptions(client: ApiClient, accountId: string, app: AppId) {
  return queryOptions({
    queryKey: appSettingsKeys.general(accountId, app),
    queryFn: ({ signal }) => getGeneralSettings(client, { app }, { signal }),
  });
}
