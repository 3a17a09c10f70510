import { mutationOptions } from '@tanstack/react-query';
import type { z } from 'zod';
import type { ApiClient } from '../client/create-client';
import type { CallOptions } from '../client/endpoint';
import { defineEndpoint } from '../client/endpoint';
import { loggingKeys } from './keys';
import { loggingConfigBodySchema, loggingTestResultSchema } from './schemas';

export const testLoggingBodySchema = loggingConfigBodySchema;
export const testLoggingResponseSchema = loggingTestResultSchema;
export type TestLoggingInput = z.input<typeof testLoggingBodySchema>;
export type TestLoggingResponse = z.infer<typeof testLoggingResponseSchema>;

/** POST /logging/test (spec 001 §7): sends a test event with the unsaved config. */
export const testLoggingEndpoint = defineEndpoint({
  method: 'POST',
  path: '/logging/test',
  body: testLoggingBodySchema,
  response: testLoggingResponseSchema,
});

export function testLogging(
  client: ApiClient,
  input: TestLoggingInput,
  options: CallOptions = {},
): Promise<TestLoggingResponse> {
  return client.json(testLoggingResponseSchema, {
    method: testLoggingEndpoint.method,
    path: testLoggingEndpoint.path,
    body: input,
    signal: options.signal,
  });
}

/** A test changes nothing cached. */
export function testLoggingMutationOptions(client: ApiClient, accountId: string) {
  return mutationOptions({
    mutationKey: [...loggingKeys.all(accountId), 'test'],
    mutationFn: (input: TestLoggingInput) => testLogging(client, input),
  });
}
