import { mutationOptions } from '@tanstack/react-query';
import { z } from 'zod';
import type { AppId } from '../apps';
import type { ApiClient } from '../client/create-client';
import type { CallOptions } from '../client/endpoint';
import { defineEndpoint, fillPath } from '../client/endpoint';
import { SMS_TEMPLATE_MAX } from '../rules/sms-template';
import { appSettingsKeys } from './keys';
import { smsContentSchema } from './schemas';

/**
 * `{template}`; the app-dependent rules (placeholders, {link} or {code}, 3 segments) are checkSmsTemplate's, which
 * both back ends run after this schema and answer as 400 with `errors[{field:'template'}]`.
 */
export const saveSmsContentBodySchema = z.object({ template: z.string().max(SMS_TEMPLATE_MAX) });
export const saveSmsContentResponseSchema = smsContentSchema;
export type SaveSmsContentInput = z.input<typeof saveSmsContentBodySchema>;
export type SaveSmsContentResponse = z.infer<typeof saveSmsContentResponseSchema>;

/** PUT /{app}/settings/sms-content (apps.md §2.6). */
export const saveSmsContentEndpoint = defineEndpoint({
  method: 'PUT',
  path: '/:app/settings/sms-content',
  body: saveSmsContentBodySchema,
  response: saveSmsContentResponseSchema,
});

export function saveSmsContent(
  client: ApiClient,
  { app, template }: SaveSmsContentInput & { app: AppId },
  options: CallOptions = {},
): Promise<SaveSmsContentResponse> {
  return client.json(saveSmsContentResponseSchema, {
    method: saveSmsContentEndpoint.method,
    path: fillPath(saveSmsContentEndpoint.path, { app }),
    body: { template },
    signal: options.signal,
  });
}

export function saveSmsContentMutationOptions(client: ApiClient, accountId: string, app: AppId) {
  return mutationOptions({
    mutationKey: [...appSettingsKeys.smsContent(accountId, app), 'save'],
    mutationFn: (input: SaveSmsContentInput) => saveSmsContent(client, { ...input, app }),
    onSuccess: (saved, _input, _onMutateResult, context) => {
      context.client.setQueryData(appSettingsKeys.smsContent(accountId, app), saved);
    },
  });
}
