import type { EnrollmentStatusFilter, PasskeyEnrollment } from '../passkeys/schemas';
import { enrollmentStatusOf } from '../passkeys/schemas';
import { authenticatorName } from './authenticators';
import { phoneQueryDigits } from './session-search';

/**
 * The enrollments list's filter (apps.md §3.2), written once; the mocks run it over an array, the server in SQL
 * (routes/passkey-enrollments.ts). Order and paging are the activity list's, newest first (pageSessions with its
 * `{createdAt}|{id}` cursor).
 * - `status`: active (not revoked), revoked, or all.
 * - `authenticator`: an AAGUID (apps.md §6); it matches every passkey whose authenticator has the same name
 *   (rules/authenticators.ts sameAuthenticator), "Unknown authenticator" for an AAGUID on no list.
 * - `q` (trimmed, case-insensitive): a prefix of the customer ID or, when it reads as a phone, of the number's digits.
 */
export interface EnrollmentFilter {
  status: EnrollmentStatusFilter;
  authenticator?: string | undefined;
  q?: string | undefined;
}

export function matchesEnrollment(enrollment: PasskeyEnrollment, filter: EnrollmentFilter): boolean {
  if (filter.status !== 'all' && enrollmentStatusOf(enrollment) !== filter.status) return false;
  if (filter.authenticator && enrollment.authenticator !== authenticatorName(filter.authenticator))
    return false;
  const q = filter.q?.trim().toLowerCase() ?? '';
  if (q === '') return true;
  if (enrollment.customerRef.toLowerCase().startsWith(q)) return true;
  const digits = phoneQueryDigits(q);
  return digits !== null && enrollment.phoneNumber.replace(/\D/g, '').startsWith(digits);
}
