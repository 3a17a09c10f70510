import { mutationOptions } from '@tanstack/react-query';
import type { ApiClient } from '../client/create-client';
import type { CallOptions } from '../client/endpoint';
import { defineEndpoint } from '../client/endpoint';
import { replaceBootstrapBranding } from '../session/cache';
import { brandingKeys } from './keys';
import { brandingSchema, type Branding } from './schemas';

/**
 * DELETE /branding/domain (our addition; spec 001 shows no removal): the branded domain is removed and the pages go
 * back to the product's own address. Answers the branding, with no domain.
 */
export const removeDomainEndpoint = defineEndpoint({
  method: 'DELETE',
  path: '/branding/domain',
  response: brandingSchema,
});

export function removeDomain(client: ApiClient, options: CallOptions = {}): Promise<Branding> {
  return client.json(brandingSchema, {
    method: removeDomainEndpoint.method,
    path: removeDomainEndpoint.path,
    signal: options.signal,
  });
}

export function removeDomainMutationOptions(client: ApiClient, accountId: string) {
  return mutationOptions({
    mutationKey: [...brandingKeys.all(accountId), 'remove-domain'],
    mutationFn: () => removeDomain(client),
    onSuccess: (branding, _input, _onMutateResult, context) => {
      replaceBootstrapBranding(context.client, branding);
      return context.client.invalidateQueries({ queryKey: brandingKeys.all(accountId) });
    },
  });
}
