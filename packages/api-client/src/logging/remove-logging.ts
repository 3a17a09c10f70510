import { mutationOptions } from '@tanstack/react-query';
import { z } from 'zod';
import type { ApiClient } from '../client/create-client';
import type { CallOptions } from '../client/endpoint';
import { defineEndpoint } from '../client/endpoint';
import { loggingKeys } from './keys';
import { loggingDestinationSchema } from './schemas';

export const removeLoggingBodySchema = z.object({ destination: loggingDestinationSchema });
export type RemoveLoggingInput = z.input<typeof removeLoggingBodySchema>;

/** DELETE /logging (spec 001 §7): disconnects one destination. The answer is not shown: an empty 200. */
export const removeLoggingEndpoint = defineEndpoint({
  method: 'DELETE',
  path: '/logging',
  body: removeLoggingBodySchema,
});

export function removeLogging(
  client: ApiClient,
  input: RemoveLoggingInput,
  options: CallOptions = {},
): Promise<void> {
  return client.send({
    method: removeLoggingEndpoint.method,
    path: removeLoggingEndpoint.path,
    body: { destination: input.destination },
    signal: options.signal,
  });
}

export function removeLoggingMutationOptions(client: ApiClient, accountId: string) {
  return mutationOptions({
    mutationKey: [...loggingKeys.all(accountId), 'remove'],
    mutationFn: (input: RemoveLoggingInput) => removeLogging(client, input),
    onSuccess: (_data, _input, _onMutateResult, context) =>
      context.client.invalidateQueries({ queryKey: loggingKeys.configs(accountId) }),
  });
}
