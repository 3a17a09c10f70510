import { enrollmentListQuerySchema } from '../../../passkeys/schemas';
import { matchesEnrollment } from '../../../rules/enrollment-search';
import type { EnrollmentFilter } from '../../../rules/enrollment-search';
import { pageSessions } from '../../../rules/session-search';
import { DEFAULT_SEED } from '../../../seed/dataset';
import { DEMO_ENROLLMENT_COUNT, seedPasskeyEnrollments } from '../../../seed/passkey-enrollments';
import { DEMO, newestAuditEntry, NOW, refused, refusedStep } from '../facts';
import type { ContractGroup } from '../types';

/** The demo account's passkeys as both back ends seed them. */
const seeded = seedPasskeyEnrollments({
  seed: DEFAULT_SEED,
  accountId: DEMO,
  now: new Date(NOW),
  count: DEMO_ENROLLMENT_COUNT,
});
const page = (filter: EnrollmentFilter, limit = 25) =>
  pageSessions(
    seeded.filter((row) => matchesEnrollment(row, filter)),
    { limit },
  );
const active = page({ status: 'active' });
const revoked = page({ status: 'revoked' }, 100);
const WINDOWS_HELLO = '08987058-cadc-4b81-b6e1-30de50dcbe96';
const windowsHello = page({ status: 'all', authenticator: WINDOWS_HELLO }, 100);
const target = active.items[0];
const TARGET = target?.id ?? '';
const ids = (rows: unknown) => (rows as { id: string }[]).map((row) => row.id);
const statusMessage =
  enrollmentListQuerySchema.safeParse({ status: 'gone' }).error?.issues[0]?.message ?? 'status refused';

export const passkeysGroup: ContractGroup = {
  name: 'apps: passkey enrollments, filters, paging and revoking',
  steps: [
    {
      name: 'the active passkeys, newest first, with the total and the next cursor',
      call: 'listPasskeyEnrollments',
      as: 'admin',
      path: '/passkeys/enrollments',
      expect: {
        status: 200,
        body: active.items,
        headers: { 'x-count': String(active.count), 'x-last-key': active.lastKey },
      },
    },
    {
      name: 'a supervisor does not see enrollments',
      call: 'listPasskeyEnrollments',
      as: 'supervisor',
      path: '/passkeys/enrollments',
      expect: { status: 403, body: refused(403, 'FORBIDDEN', 'You are not allowed to do this') },
    },
    {
      name: 'the revoked ones',
      call: 'listPasskeyEnrollments',
      as: 'owner',
      path: '/passkeys/enrollments?status=revoked&limit=100',
      expect: {
        status: 200,
        view: ids,
        body: ids(revoked.items),
        headers: { 'x-count': String(revoked.count) },
      },
    },
    {
      name: 'an authenticator by an AAGUID, in any case: every passkey of its name (Windows Hello has three AAGUIDs)',
      call: 'listPasskeyEnrollments',
      as: 'owner',
      path: `/passkeys/enrollments?status=all&authenticator=${WINDOWS_HELLO.toUpperCase()}&limit=100`,
      expect: { status: 200, view: ids, body: ids(windowsHello.items) },
    },
    {
      name: 'search matches the customer reference by prefix, in any case',
      call: 'listPasskeyEnrollments',
      as: 'owner',
      path: `/passkeys/enrollments?status=all&q=${encodeURIComponent((target?.customerRef ?? '').toLowerCase())}`,
      expect: {
        status: 200,
        view: ids,
        body: ids(page({ status: 'all', q: target?.customerRef ?? '' }).items),
      },
    },
    refusedStep(
      'the status is active, revoked or all',
      { call: 'listPasskeyEnrollments', as: 'owner', path: '/passkeys/enrollments?status=gone' },
      { field: 'status', message: statusMessage },
    ),
    {
      name: 'revoking answers the passkey, revoked now',
      call: 'revokePasskeyEnrollment',
      as: 'admin',
      path: `/passkeys/enrollments/${TARGET}`,
      expect: { status: 200, body: { ...target, revokedAt: NOW } },
    },
    newestAuditEntry('written to the audit log under Passkeys', {
      admin: { firstName: 'Marcus', lastName: 'Reed' },
      namespace: 'passkeys',
      description: `Passkey revoked for ${target?.customerRef ?? ''}`,
      event: 'passkeys.enrollment-revoked',
    }),
    {
      name: 'and it leaves the active list',
      call: 'listPasskeyEnrollments',
      as: 'admin',
      path: '/passkeys/enrollments?limit=100',
      expect: {
        status: 200,
        view: ids,
        body: ids(page({ status: 'active' }, 100).items.filter((row) => row.id !== TARGET)),
        headers: { 'x-count': String(active.count - 1) },
      },
    },
    {
      name: 'a passkey is revoked once',
      call: 'revokePasskeyEnrollment',
      as: 'owner',
      path: `/passkeys/enrollments/${TARGET}`,
      expect: { status: 409, body: refused(409, 'CONFLICT', 'This passkey is already revoked') },
    },
    {
      name: 'an unknown passkey',
      call: 'revokePasskeyEnrollment',
      as: 'owner',
      path: '/passkeys/enrollments/pk_unknown',
      expect: { status: 404, body: refused(404, 'NOT_FOUND', 'Enrollment not found') },
    },
    {
      name: 'another account cannot revoke the demo account’s passkeys',
      call: 'revokePasskeyEnrollment',
      as: 'newcomer',
      path: `/passkeys/enrollments/${seeded.find((row) => row.revokedAt === null && row.id !== TARGET)?.id ?? ''}`,
      expect: { status: 404, body: refused(404, 'NOT_FOUND', 'Enrollment not found') },
    },
  ],
};
