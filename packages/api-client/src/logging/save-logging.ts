import { mutationOptions } from '@tanstack/react-query';
import type { z } from 'zod';
import type { ApiClient } from '../client/create-client';
import type { CallOptions } from '../client/endpoint';
import { defineEndpoint } from '../client/endpoint';
import { loggingKeys } from './keys';
import { loggingConfigBodySchema, savedLoggingConfigSchema } from './schemas';

export const saveLoggingBodySchema = loggingConfigBodySchema;
export const saveLoggingResponseSchema = savedLoggingConfigSchema;
export type SaveLoggingInput = z.input<typeof saveLoggingBodySchema>;
export type SaveLoggingResponse = z.infer<typeof saveLoggingResponseSchema>;

/** POST /logging (spec 001 §7): answers the saved config under the destination's name. */
export const saveLoggingEndpoint = defineEndpoint({
  method: 'POST',
  path: '/logging',
  body: saveLoggingBodySchema,
  response: saveLoggingResponseSchema,
});

export function saveLogging(
  client: ApiClient,
  input: SaveLoggingInput,
  options: CallOptions = {},
): Promise<SaveLoggingResponse> {
  return client.json(saveLoggingResponseSchema, {
    method: saveLoggingEndpoint.method,
    path: saveLoggingEndpoint.path,
    body: input,
    signal: options.signal,
  });
}

export function saveLoggingMutationOptions(client: ApiClient, accountId: string) {
  return mutationOptions({
    mutationKey: [...loggingKeys.all(accountId), 'save'],
    mutationFn: (input: SaveLoggingInput) => saveLogging(client, input),
    onSuccess: (_saved, _input, _onMutateResult, context) =>
      context.client.invalidateQueries({ queryKey: loggingKeys.configs(accountId) }),
  });
}
