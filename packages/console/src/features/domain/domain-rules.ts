import { DOMAIN_HOSTNAME_PATTERN, isApiError, ERROR_CODES } from '@console/api-client';

/**
 * Whether the verify button may be pressed for the typed text (spec 001 §5): a lowercase dotted hostname whose
 * last label is 2 to 5 letters. The text is taken as typed (no trimming or lower-casing), so what is checked is
 * what is sent.
 */
export function canVerifyDomain(text: string): boolean {
  return DOMAIN_HOSTNAME_PATTERN.test(text);
}

const DNS_INVALID_MESSAGE = "DNS settings are invalid or haven't propagated yet";
const DNS_VERIFY_FAILED_MESSAGE = 'An error occurred while verifying the DNS settings';

/** What a failed PUT /branding/domain says (spec 001 §8): DNS_INVALID has its own text, anything else one text. */
export function domainErrorMessage(error: unknown): string {
  return isApiError(error, ERROR_CODES.DNS_INVALID) ? DNS_INVALID_MESSAGE : DNS_VERIFY_FAILED_MESSAGE;
}
