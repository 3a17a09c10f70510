import { mutationOptions } from '@tanstack/react-query';
import type { ApiClient } from '../client/create-client';
import type { CallOptions } from '../client/endpoint';
import { defineEndpoint } from '../client/endpoint';
import type { SsoDomain } from './domain-proof';
import { ssoDomainSchema } from './domain-proof';
import { ssoKeys } from './keys';

export const verifySsoDomainResponseSchema = ssoDomainSchema;

/**
 * POST /sso/domain/verify (ours): the server looks up the TXT record. DNS_INVALID (400) when it is
 * not there (yet); 409 when another account has already proven the domain.
 */
export const verifySsoDomainEndpoint = defineEndpoint({
  method: 'POST',
  path: '/sso/domain/verify',
  response: verifySsoDomainResponseSchema,
});

export function verifySsoDomain(client: ApiClient, options: CallOptions = {}): Promise<SsoDomain> {
  return client.json(verifySsoDomainResponseSchema, {
    method: verifySsoDomainEndpoint.method,
    path: verifySsoDomainEndpoint.path,
    signal: options.signal,
  });
}

export function verifySsoDomainMutationOptions(client: ApiClient, accountId: string) {
  return mutationOptions({
    mutationKey: [...ssoKeys.all(accountId), 'verify-domain'],
    mutationFn: () => verifySsoDomain(client),
    onSuccess: (data, _input, _onMutateResult, context) =>
      context.client.setQueryData(ssoKeys.domain(accountId), data),
  });
}
