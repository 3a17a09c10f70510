import { accountKeys } from '../query/account-keys';
import type { EnrollmentListQuery } from './schemas';

/** Passkeys › Enrollments (apps.md §3.2). */
export const passkeyKeys = {
  enrollments: (accountId: string) =>
    [...accountKeys.all(accountId), 'apps', 'passkeys', 'enrollments'] as const,
  enrollmentList: (accountId: string, query: EnrollmentListQuery) =>
    [...passkeyKeys.enrollments(accountId), 'list', query] as const,
};
