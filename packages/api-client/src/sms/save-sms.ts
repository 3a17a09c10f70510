import { mutationOptions } from '@tanstack/react-query';
import { z } from 'zod';
import type { ApiClient } from '../client/create-client';
import type { CallOptions } from '../client/endpoint';
import { defineEndpoint } from '../client/endpoint';
import { twilioFormSchema } from './forms';
import { smsKeys } from './keys';

export const saveSmsBodySchema = z.object({ provider: z.literal('twilio'), twilio: twilioFormSchema });
/** The answer is `twilio.accountSid` (spec 001 §7). */
export const saveSmsResponseSchema = z.object({ twilio: z.object({ accountSid: z.string() }) });
export type SaveSmsInput = z.input<typeof saveSmsBodySchema>;
export type SaveSmsResponse = z.infer<typeof saveSmsResponseSchema>;

/** POST /sms (spec 001 §7). */
export const saveSmsEndpoint = defineEndpoint({
  method: 'POST',
  path: '/sms',
  body: saveSmsBodySchema,
  response: saveSmsResponseSchema,
});

export function saveSms(
  client: ApiClient,
  input: SaveSmsInput,
  options: CallOptions = {},
): Promise<SaveSmsResponse> {
  return client.json(saveSmsResponseSchema, {
    method: saveSmsEndpoint.method,
    path: saveSmsEndpoint.path,
    body: input,
    signal: options.signal,
  });
}

export function saveSmsMutationOptions(client: ApiClient, accountId: string) {
  return mutationOptions({
    mutationKey: [...smsKeys.all(accountId), 'save'],
    mutationFn: (input: SaveSmsInput) => saveSms(client, input),
    onSuccess: (_saved, _input, _onMutateResult, context) =>
      context.client.invalidateQueries({ queryKey: smsKeys.config(accountId) }),
  });
}
