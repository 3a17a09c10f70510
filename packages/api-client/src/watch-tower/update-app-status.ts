import { mutationOptions } from '@tanstack/react-query';
import { z } from 'zod';
import type { AppId } from '../apps';
import { appStatusSchema } from '../billing/schemas';
import type { ApiClient } from '../client/create-client';
import type { CallOptions } from '../client/endpoint';
import { defineEndpoint, fillPath } from '../client/endpoint';
import { watchTowerKeys } from './keys';
import type { WatchTowerAccountDetail } from './schemas';

/**
 * The spec shows no body fields; we send the target status (only `enterprise` is used: an
 * operator converts an app to enterprise).
 */
export const updateAppStatusBodySchema = z.object({ status: appStatusSchema });
export const updateAppStatusResponseSchema = z.object({ status: appStatusSchema });
export type UpdateAppStatusInput = { accountId: string; app: AppId } & z.input<
  typeof updateAppStatusBodySchema
>;
export type UpdateAppStatusResponse = z.infer<typeof updateAppStatusResponseSchema>;

/** PUT /watch-tower/accounts/{accountId}/apps/{app}/status (spec 000 §7). */
export const updateAppStatusEndpoint = defineEndpoint({
  method: 'PUT',
  path: '/watch-tower/accounts/:accountId/apps/:app/status',
  body: updateAppStatusBodySchema,
  response: updateAppStatusResponseSchema,
});

export function updateAppStatus(
  client: ApiClient,
  { accountId, app, status }: UpdateAppStatusInput,
  options: CallOptions = {},
): Promise<UpdateAppStatusResponse> {
  return client.json(updateAppStatusResponseSchema, {
    method: updateAppStatusEndpoint.method,
    path: fillPath(updateAppStatusEndpoint.path, { accountId, app }),
    body: { status },
    signal: options.signal,
  });
}

/** The returned status replaces the shown one (spec 000 §4); the list's active apps are refetched. */
export function updateAppStatusMutationOptions(client: ApiClient) {
  return mutationOptions({
    mutationKey: [...watchTowerKeys.accounts(), 'update-app-status'],
    mutationFn: (input: UpdateAppStatusInput) => updateAppStatus(client, input),
    onSuccess: ({ status }, { accountId, app }, _onMutateResult, context) => {
      context.client.setQueryData<WatchTowerAccountDetail>(
        watchTowerKeys.account(accountId),
        (detail) => detail && { ...detail, apps: { ...detail.apps, [app]: { id: app, status } } },
      );
      return context.client.invalidateQueries({ queryKey: watchTowerKeys.accountList() });
    },
  });
}
