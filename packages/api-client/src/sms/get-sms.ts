import { queryOptions } from '@tanstack/react-query';
import type { z } from 'zod';
import type { ApiClient } from '../client/create-client';
import type { CallOptions } from '../client/endpoint';
import { defineEndpoint } from '../client/endpoint';
import { smsKeys } from './keys';
import { smsConfigSchema } from './schemas';

export const getSmsResponseSchema = smsConfigSchema;
export type GetSmsResponse = z.infer<typeof getSmsResponseSchema>;

/** GET /sms (spec 001 §7): provider and twilio, both null when not configured. */
export const getSmsEndpoint = defineEndpoint({ method: 'GET', path: '/sms', response: getSmsResponseSchema });

export function getSms(client: ApiClient, options: CallOptions = {}): Promise<GetSmsResponse> {
  return client.json(getSmsResponseSchema, {
    method: getSmsEndpoint.method,
    path: getSmsEndpoint.path,
    signal: options.signal,
  });
}

export function getSmsQueryOptions(client: ApiClient, accountId: string) {
  return queryOptions({
    queryKey: smsKeys.config(accountId),
    queryFn: ({ signal }) => getSms(client, { signal }),
  });
}
