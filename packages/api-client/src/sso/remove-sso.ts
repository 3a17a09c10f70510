import { mutationOptions } from '@tanstack/react-query';
import { z } from 'zod';
import type { ApiClient } from '../client/create-client';
import type { CallOptions } from '../client/endpoint';
import { defineEndpoint } from '../client/endpoint';
import { ssoKeys } from './keys';
import { ssoProviderSchema } from './schemas';

export const removeSsoBodySchema = z.object({ provider: ssoProviderSchema });
export type RemoveSsoInput = z.input<typeof removeSsoBodySchema>;

/** DELETE /sso (spec 001 §7): disables one provider. The answer is not shown: an empty 200. */
export const removeSsoEndpoint = defineEndpoint({
  method: 'DELETE',
  path: '/sso',
  body: removeSsoBodySchema,
});

export function removeSso(
  client: ApiClient,
  input: RemoveSsoInput,
  options: CallOptions = {},
): Promise<void> {
  return client.send({
    method: removeSsoEndpoint.method,
    path: removeSsoEndpoint.path,
    body: { provider: input.provider },
    signal: options.signal,
  });
}

export function removeSsoMutationOptions(client: ApiClient, accountId: string) {
  return mutationOptions({
    mutationKey: [...ssoKeys.all(accountId), 'remove'],
    mutationFn: (input: RemoveSsoInput) => removeSso(client, input),
    onSuccess: (_data, _input, _onMutateResult, context) =>
      Promise.all([
        context.client.invalidateQueries({ queryKey: ssoKeys.configs(accountId) }),
        context.client.invalidateQueries({ queryKey: ssoKeys.domain(accountId) }),
      ]),
  });
}
