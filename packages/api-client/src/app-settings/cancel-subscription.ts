import { mutationOptions } from '@tanstack/react-query';
import type { z } from 'zod';
import type { AppId } from '../apps';
import { billingKeys } from '../billing/keys';
import { appBillingSchema } from '../billing/schemas';
import type { ApiClient } from '../client/create-client';
import type { CallOptions } from '../client/endpoint';
import { defineEndpoint, fillPath } from '../client/endpoint';
import { replaceBootstrapBilling } from '../session/cache';

/** The answer is the app's billing after cancelling (`{status:'cancelled'}`), which replaces the cached one. */
export const cancelSubscriptionResponseSchema = appBillingSchema;
export type CancelSubscriptionResponse = z.infer<typeof cancelSubscriptionResponseSchema>;

/** POST /{app}/billing/cancel (apps.md §2.4), sent without a body: agents keep sending until the period ends. */
export const cancelSubscriptionEndpoint = defineEndpoint({
  method: 'POST',
  path: '/:app/billing/cancel',
  response: cancelSubscriptionResponseSchema,
});

export function cancelSubscription(
  client: ApiClient,
  { app }: { app: AppId },
  options: CallOptions = {},
): Promise<CancelSubscriptionResponse> {
  return client.json(cancelSubscriptionResponseSchema, {
    method: cancelSubscriptionEndpoint.method,
    path: fillPath(cancelSubscriptionEndpoint.path, { app }),
    signal: options.signal,
  });
}

export function cancelSubscriptionMutationOptions(client: ApiClient, accountId: string) {
  return mutationOptions({
    mutationKey: [...billingKeys.all(accountId), 'cancel'],
    mutationFn: (input: { app: AppId }) => cancelSubscription(client, input),
    onSuccess: (billing, { app }, _onMutateResult, context) => {
      replaceBootstrapBilling(context.client, app, billing);
      return context.client.invalidateQueries({ queryKey: billingKeys.usage(accountId, app) });
    },
  });
}
