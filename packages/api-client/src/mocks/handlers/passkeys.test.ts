import { describe, expect, it } from 'vitest';
import { listPasskeyEnrollments } from '../../passkeys/list-passkey-enrollments';
import { revokePasskeyEnrollment } from '../../passkeys/revoke-passkey-enrollment';
import { REFUSALS } from '../../rules/errors';
import { appWebhooksOf } from '../store/apps';
import { MOCK_NOW } from '../store/clock';
import { MOCK_ENROLLMENT_COUNT, passkeyEnrollmentsOf } from '../store/passkey-enrollments';
import { setupMockApi } from '../test-support';

const api = setupMockApi();
const enrollments = () => passkeyEnrollmentsOf(api.store, api.store);

describe('Passkeys › Enrollments (mocks answer as the server)', () => {
  it('lists the active passkeys, newest first, a page with its count and cursor', async () => {
    const active = enrollments().filter((row) => row.revokedAt === null);
    const first = await listPasskeyEnrollments(api.client, {});
    expect(first.count).toBe(active.length);
    expect(first.items).toEqual(active.slice(0, 25));
    const second = await listPasskeyEnrollments(api.client, { lastKey: first.lastKey ?? '' });
    expect(second.items).toEqual(active.slice(25, 50));
    const all = await listPasskeyEnrollments(api.client, { status: 'all', limit: 10 });
    expect(all.count).toBe(MOCK_ENROLLMENT_COUNT);
  });

  it('filters by an authenticator’s AAGUID (every AAGUID of its name) and by a customer ID or phone prefix', async () => {
    const named = await listPasskeyEnrollments(api.client, {
      status: 'all',
      // Windows Hello's second AAGUID: the seed's passkeys carry the first.
      authenticator: '9ddd1817-af5a-4672-a2b9-3e3dd95000a9',
    });
    expect(named.count).toBeGreaterThan(0);
    expect(named.items.every((row) => row.authenticator === 'Windows Hello')).toBe(true);
    const [one] = enrollments();
    const byCustomer = await listPasskeyEnrollments(api.client, {
      status: 'all',
      q: one?.customerRef.toLowerCase(),
    });
    expect(byCustomer.items.map((row) => row.customerRef)).toContain(one?.customerRef);
    const byPhone = await listPasskeyEnrollments(api.client, { status: 'all', q: one?.phoneNumber });
    expect(byPhone.items.map((row) => row.id)).toContain(one?.id);
  });

  it('revokes: the row stays as Revoked, audited, and queued as a webhook; again is 409, unknown 404', async () => {
    const target = enrollments().find((row) => row.revokedAt === null);
    if (!target) throw new Error('no active seeded passkey');
    const revoked = await revokePasskeyEnrollment(api.client, { id: target.id });
    expect(revoked).toEqual({ ...target, revokedAt: MOCK_NOW.toISOString() });
    expect(api.store.auditLog[0]).toMatchObject({
      namespace: 'passkeys',
      description: `Passkey revoked for ${target.customerRef}`,
    });
    const [delivery] = appWebhooksOf(api.store, api.store, 'passkeys').deliveries;
    expect(delivery).toMatchObject({
      event: 'passkeys.enrollment.revoked',
      status: 'pending',
      sessionId: null,
    });
    expect(JSON.parse(delivery?.requestBody ?? '{}')).toMatchObject({
      type: 'passkeys.enrollment.revoked',
      app: 'passkeys',
      data: { enrollment: { id: target.id } },
    });
    const listed = await listPasskeyEnrollments(api.client, { status: 'revoked', q: target.customerRef });
    expect(listed.items.map((row) => row.id)).toContain(target.id);

    await expect(revokePasskeyEnrollment(api.client, { id: target.id })).rejects.toMatchObject({
      status: 409,
      body: { error: 'CONFLICT', message: REFUSALS.enrollmentRevoked },
    });
    await expect(revokePasskeyEnrollment(api.client, { id: 'pk_none' })).rejects.toMatchObject({
      status: 404,
      body: { error: 'NOT_FOUND', message: REFUSALS.enrollmentNotFound },
    });
  });
});
