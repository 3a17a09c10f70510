import { mutationOptions } from '@tanstack/react-query';
import type { z } from 'zod';
import type { ApiClient } from '../client/create-client';
import type { CallOptions } from '../client/endpoint';
import { defineEndpoint } from '../client/endpoint';
import { replaceBootstrapBranding } from '../session/cache';
import { domainFormSchema } from './forms';
import { brandingKeys } from './keys';
import { brandingSchema } from './schemas';

export const updateDomainBodySchema = domainFormSchema;
export const updateDomainResponseSchema = brandingSchema;
export type UpdateDomainInput = z.input<typeof updateDomainBodySchema>;
export type UpdateDomainResponse = z.infer<typeof updateDomainResponseSchema>;

/**
 * PUT /branding/domain (spec 001 §7): answers the branding with `domainIsVerified`. A 4xx with
 * DNS_INVALID means the CNAME is not there yet.
 */
export const updateDomainEndpoint = defineEndpoint({
  method: 'PUT',
  path: '/branding/domain',
  body: updateDomainBodySchema,
  response: updateDomainResponseSchema,
});

export function updateDomain(
  client: ApiClient,
  input: UpdateDomainInput,
  options: CallOptions = {},
): Promise<UpdateDomainResponse> {
  return client.json(updateDomainResponseSchema, {
    method: updateDomainEndpoint.method,
    path: updateDomainEndpoint.path,
    body: { domain: input.domain },
    signal: options.signal,
  });
}

export function updateDomainMutationOptions(client: ApiClient, accountId: string) {
  return mutationOptions({
    mutationKey: [...brandingKeys.all(accountId), 'update-domain'],
    mutationFn: (input: UpdateDomainInput) => updateDomain(client, input),
    onSuccess: (branding, _input, _onMutateResult, context) => {
      replaceBootstrapBranding(context.client, branding);
      return context.client.invalidateQueries({ queryKey: brandingKeys.all(accountId) });
    },
  });
}
