import type { EnrollmentStatusFilter, PasskeyEnrollment } from '@console/api-client';
import { ANONYMOUS_AAGUID, authenticatorName } from '@console/api-client/rules';

/** The list's noun (apps.md §6): "{n} of {total} enrollments", "Couldn't load enrollments.". */
export const ENROLLMENTS_NOUN = 'enrollments';
export const ENROLLMENTS_TITLE = 'Enrollments';

/** The empty list's words (apps.md §3.2, §2.2). */
export const NO_ENROLLMENTS = 'No customers have enrolled a passkey yet.';
export const NO_MATCHING_ENROLLMENTS = 'No enrollments match these filters.';
export const noEnrollmentsFound = (query: string) => `No enrollments found for "${query}".`;

/** The revoke's words (apps.md §3.2). */
export const REVOKE_TITLE = 'Revoke this passkey?';
export const REVOKE_CONFIRM = 'Revoke passkey';
export const PASSKEY_REVOKED = 'Passkey revoked';
export const revokeDescription = ({ customerRef, authenticator }: PasskeyEnrollment) =>
  `${customerRef} will no longer be able to authenticate with ${authenticator}. They can enrol again on a later call.`;

export const SEARCH_PLACEHOLDER = 'Search by customer ID or phone';

export const STATUS_OPTIONS: readonly { value: EnrollmentStatusFilter; label: string }[] = [
  { value: 'active', label: 'Active' },
  { value: 'revoked', label: 'Revoked' },
  { value: 'all', label: 'All' },
];

/** The Authenticator filter's "every one" choice. */
export const ALL_AUTHENTICATORS = { value: 'all-authenticators', label: 'All authenticators' };

/**
 * The authenticators the filter offers, as the AAGUIDs the address and the call carry (apps.md §6): the passkey
 * providers customers use most (Apple's, Google's, Microsoft's, Samsung's, 1Password), each labelled by the same list
 * as the rows (rules/authenticators.ts; one AAGUID stands for every AAGUID of its name), then "Unknown
 * authenticator" (the anonymous AAGUID, which stands for every unnamed one). Another AAGUID in the address shows as
 * its name.
 */
const COMMON_AAGUIDS = [
  'fbfc3007-154e-4ecc-8c0b-6e020557d7bd',
  'ea9b8d66-4d01-1d21-3ce4-b6b48cb575d4',
  '08987058-cadc-4b81-b6e1-30de50dcbe96',
  '53414d53-554e-4700-0000-000000000000',
  'bada5566-a7aa-401f-bd96-45619a55120d',
  ANONYMOUS_AAGUID,
] as const;

export const authenticatorOption = (aaguid: string) => ({ value: aaguid, label: authenticatorName(aaguid) });

export const COMMON_AUTHENTICATORS: readonly { value: string; label: string }[] =
  COMMON_AAGUIDS.map(authenticatorOption);
