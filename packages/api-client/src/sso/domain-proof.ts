import { z } from 'zod';
import { REFUSALS } from '../rules/errors';

/**
 * Proof that an account owns its SSO domain (our choice; the spec shows none): a DNS TXT record
 * `_console-verify.{domain}` whose value is `console-verification={token}`, the token being the
 * account's own for that domain. Until the server has found it, SSO does not sign anyone in.
 */
export const SSO_VERIFICATION_LABEL = '_console-verify';
export const SSO_VERIFICATION_PREFIX = 'console-verification=';

export function ssoVerificationRecord(domain: string, token: string) {
  return {
    recordName: `${SSO_VERIFICATION_LABEL}.${domain}`,
    recordValue: `${SSO_VERIFICATION_PREFIX}${token}`,
  };
}

/** The configured SSO domain, the TXT record that proves it, and whether it is proven. */
export const ssoDomainSchema = z.object({
  domain: z.string(),
  recordName: z.string(),
  recordValue: z.string(),
  verified: z.boolean(),
});
export type SsoDomain = z.infer<typeof ssoDomainSchema>;

/** Why a verification failed: the record is not (yet) in the DNS. Server and mocks send this text. */
export function ssoRecordNotFoundMessage(recordName: string): string {
  return `The TXT record ${recordName} was not found. DNS changes can take a while to propagate: try again later.`;
}

/** Why a save or a verification is refused: another account has proven the domain. */
export const SSO_DOMAIN_TAKEN_MESSAGE = REFUSALS.ssoDomainTaken;
