import type { PasskeyEnrollment } from '../../passkeys/schemas';
import { DEMO_ENROLLMENT_COUNT, seedPasskeyEnrollments } from '../../seed/passkey-enrollments';
import { appsState } from './apps';
import type { MockAccountState, MockStore } from './types';

/** Passkeys an account holds in the mocks: as many as the server's demo and test seeds make (two pages of 25). */
export const MOCK_ENROLLMENT_COUNT = DEMO_ENROLLMENT_COUNT;

/**
 * The account's passkeys (apps.md §3.2), newest first: the shared seed's for an account using Passkeys, as the
 * server's demo seed writes them, none while the app is inactive.
 */
export function passkeyEnrollmentsOf(store: MockStore, scope: MockAccountState): PasskeyEnrollment[] {
  const state = appsState(scope);
  state.passkeyEnrollments ??=
    scope.billing.passkeys.status === 'inactive'
      ? []
      : seedPasskeyEnrollments({
          seed: store.seed,
          accountId: scope.account.id,
          now: store.now,
          count: MOCK_ENROLLMENT_COUNT,
        });
  return state.passkeyEnrollments;
}
