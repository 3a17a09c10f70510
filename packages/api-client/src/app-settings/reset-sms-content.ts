import { mutationOptions } from '@tanstack/react-query';
import type { z } from 'zod';
import type { AppId } from '../apps';
import type { ApiClient } from '../client/create-client';
import type { CallOptions } from '../client/endpoint';
import { defineEndpoint, fillPath } from '../client/endpoint';
import { appSettingsKeys } from './keys';
import { smsContentSchema } from './schemas';

/** The answer is the app's default message: `{template, isDefault: true}`. */
export const resetSmsContentResponseSchema = smsContentSchema;
export type ResetSmsContentResponse = z.infer<typeof resetSmsContentResponseSchema>;

/** DELETE /{app}/settings/sms-content (apps.md §2.6): "Reset to default". */
export const resetSmsContentEndpoint = defineEndpoint({
  method: 'DELETE',
  path: '/:app/settings/sms-content',
  response: resetSmsContentResponseSchema,
});

export function resetSmsContent(
  client: ApiClient,
  { app }: { app: AppId },
  options: CallOptions = {},
): Promise<ResetSmsContentResponse> {
  return client.json(resetSmsContentResponseSchema, {
    method: resetSmsContentEndpoint.method,
    path: fillPath(resetSmsContentEndpoint.path, { app }),
    signal: options.signal,
  });
}

export function resetSmsContentMutationOptions(client: ApiClient, accountId: string, app: AppId) {
  return mutationOptions({
    mutationKey: [...appSettingsKeys.smsContent(accountId, app), 'reset'],
    mutationFn: () => resetSmsContent(client, { app }),
    onSuccess: (content, _input, _onMutateResult, context) => {
      context.client.setQueryData(appSettingsKeys.smsContent(accountId, app), content);
    },
  });
}
