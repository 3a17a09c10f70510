import { mutationOptions } from '@tanstack/react-query';
import type { z } from 'zod';
import type { AppId } from '../apps';
import type { ApiClient } from '../client/create-client';
import type { CallOptions } from '../client/endpoint';
import { defineEndpoint, fillPath } from '../client/endpoint';
import { appSettingsKeys } from './keys';
import { generalSettingsSchema } from './schemas';

export const saveGeneralSettingsBodySchema = generalSettingsSchema;
/** The answer is the settings as saved (trimmed). */
export const saveGeneralSettingsResponseSchema = generalSettingsSchema;
export type SaveGeneralSettingsInput = z.input<typeof saveGeneralSettingsBodySchema>;
export type SaveGeneralSettingsResponse = z.infer<typeof saveGeneralSettingsResponseSchema>;

/** PUT /{app}/settings/general (apps.md §2.5). */
export const saveGeneralSettingsEndpoint = defineEndpoint({
  method: 'PUT',
  path: '/:app/settings/general',
  body: saveGeneralSettingsBodySchema,
  response: saveGeneralSettingsResponseSchema,
});

export function saveGeneralSettings(
  client: ApiClient,
  { app, settings }: { app: AppId; settings: SaveGeneralSettingsInput },
  options: CallOptions = {},
): Promise<SaveGeneralSettingsResponse> {
  return client.json(saveGeneralSettingsResponseSchema, {
    method: saveGeneralSettingsEndpoint.method,
    path: fillPath(saveGeneralSettingsEndpoint.path, { app }),
    body: settings,
    signal: options.signal,
  });
}

/** The saved settings replace the cached ones (the form resets to them: no unsaved changes left). */
export function saveGeneralSettingsMutationOptions(client: ApiClient, accountId: string, app: AppId) {
  return mutationOptions({
    mutationKey: [...appSettingsKeys.general(accountId, app), 'save'],
    mutationFn: (settings: SaveGeneralSettingsInput) => saveGeneralSettings(client, { app, settings }),
    onSuccess: (saved, _input, _onMutateResult, context) => {
      context.client.setQueryData(appSettingsKeys.general(accountId, app), saved);
    },
  });
}
