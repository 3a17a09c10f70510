import type { PasskeyEnrollment } from '@console/api-client';
import {
  DEFAULT_MOCK_SEED,
  DEMO_ACCOUNT_ID,
  MOCK_ENROLLMENT_COUNT,
  MOCK_NOW,
} from '@console/api-client/mocks';
import { matchesEnrollment, pageSessions } from '@console/api-client/rules';
import { seedPasskeyEnrollments } from '@console/api-client/seed';
import {
  enrollmentQuery,
  type EnrollmentSearch,
} from '../../../../packages/console/src/features/passkey-enrollments/enrollment-search';

/**
 * The demo account's passkeys as the mocks serve them (the store calls the seed with the same seed, account, clock
 * and count), so a play can name the rows a page shows without reading the screen first.
 */
export const seededEnrollments: readonly PasskeyEnrollment[] = seedPasskeyEnrollments({
  seed: DEFAULT_MOCK_SEED,
  accountId: DEMO_ACCOUNT_ID,
  now: MOCK_NOW,
  count: MOCK_ENROLLMENT_COUNT,
});

/** The page of an address, as GET /passkeys/enrollments answers it (the rules the mocks and the server list by). */
export function seededEnrollmentPage(search: EnrollmentSearch) {
  const { status = 'active', authenticator, q, lastKey } = enrollmentQuery(search);
  const rows = seededEnrollments.filter((row) => matchesEnrollment(row, { status, authenticator, q }));
  return pageSessions(rows, { limit: search.limit ?? 25, lastKey });
}

/** The count line of an address, e.g. "25 of 35 enrollments". */
export function seededEnrollmentCountLine(search: EnrollmentSearch): string {
  const { items, count } = seededEnrollmentPage(search);
  return `${items.length} of ${count} enrollments`;
}
