import { mutationOptions } from '@tanstack/react-query';
import type { ApiClient } from '../client/create-client';
import type { CallOptions } from '../client/endpoint';
import { defineEndpoint } from '../client/endpoint';
import { smsKeys } from './keys';

/** DELETE /sms (spec 001 §7): disconnects Twilio. The answer is not shown: an empty 200. */
export const removeSmsEndpoint = defineEndpoint({ method: 'DELETE', path: '/sms' });

export function removeSms(client: ApiClient, options: CallOptions = {}): Promise<void> {
  return client.send({
    method: removeSmsEndpoint.method,
    path: removeSmsEndpoint.path,
    signal: options.signal,
  });
}

export function removeSmsMutationOptions(client: ApiClient, accountId: string) {
  return mutationOptions({
    mutationKey: [...smsKeys.all(accountId), 'remove'],
    mutationFn: () => removeSms(client),
    onSuccess: (_data, _input, _onMutateResult, context) =>
      context.client.invalidateQueries({ queryKey: smsKeys.config(accountId) }),
  });
}
