import { mutationOptions } from '@tanstack/react-query';
import type { z } from 'zod';
import type { ApiClient } from '../client/create-client';
import type { CallOptions } from '../client/endpoint';
import { defineEndpoint } from '../client/endpoint';
import { ssoKeys } from './keys';
import { ssoConfigBodySchema } from './schemas';

export const saveSsoBodySchema = ssoConfigBodySchema;
export type SaveSsoInput = z.input<typeof saveSsoBodySchema>;

/** POST /sso (spec 001 §7). The answer is not shown in the spec: an empty 201. */
export const saveSsoEndpoint = defineEndpoint({ method: 'POST', path: '/sso', body: saveSsoBodySchema });

export function saveSso(client: ApiClient, input: SaveSsoInput, options: CallOptions = {}): Promise<void> {
  return client.send({
    method: saveSsoEndpoint.method,
    path: saveSsoEndpoint.path,
    body: input,
    signal: options.signal,
  });
}

export function saveSsoMutationOptions(client: ApiClient, accountId: string) {
  return mutationOptions({
    mutationKey: [...ssoKeys.all(accountId), 'save'],
    mutationFn: (input: SaveSsoInput) => saveSso(client, input),
    onSuccess: (_data, _input, _onMutateResult, context) =>
      Promise.all([
        context.client.invalidateQueries({ queryKey: ssoKeys.configs(accountId) }),
        context.client.invalidateQueries({ queryKey: ssoKeys.domain(accountId) }),
      ]),
  });
}
