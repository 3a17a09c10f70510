import { mutationOptions } from '@tanstack/react-query';
import type { z } from 'zod';
import type { AppId } from '../apps';
import type { ApiClient } from '../client/create-client';
import type { CallOptions } from '../client/endpoint';
import { defineEndpoint, fillPath } from '../client/endpoint';
import { replaceBootstrapBilling } from '../session/cache';
import { billingKeys } from './keys';
import { appBillingSchema } from './schemas';

/** The answer is the started app's billing, which replaces that app's billing (spec 000 §4). */
export const startFreeTrialResponseSchema = appBillingSchema;
export type StartFreeTrialResponse = z.infer<typeof startFreeTrialResponseSchema>;

export interface StartFreeTrialInput {
  app: AppId;
}

/**
 * POST /{app}/billing/free-trial (spec 000 §7), sent without a body. The spec leaves the path of
 * the home card's and the questionnaire's app-activation call open: both use this call.
 */
export const startFreeTrialEndpoint = defineEndpoint({
  method: 'POST',
  path: '/:app/billing/free-trial',
  response: startFreeTrialResponseSchema,
});

export function startFreeTrial(
  client: ApiClient,
  { app }: StartFreeTrialInput,
  options: CallOptions = {},
): Promise<StartFreeTrialResponse> {
  return client.json(startFreeTrialResponseSchema, {
    method: startFreeTrialEndpoint.method,
    path: fillPath(startFreeTrialEndpoint.path, { app }),
    signal: options.signal,
  });
}

/** The app activation after the questionnaire (spec 001 §7) is the free-trial call. */
export const activateApp = startFreeTrial;

export function startFreeTrialMutationOptions(client: ApiClient, accountId: string) {
  return mutationOptions({
    mutationKey: [...billingKeys.all(accountId), 'free-trial'],
    mutationFn: (input: StartFreeTrialInput) => startFreeTrial(client, input),
    onSuccess: (billing, { app }, _onMutateResult, context) => {
      replaceBootstrapBilling(context.client, app, billing);
      return context.client.invalidateQueries({ queryKey: billingKeys.usage(accountId, app) });
    },
  });
}
