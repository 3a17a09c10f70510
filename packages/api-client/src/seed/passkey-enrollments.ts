import type { PasskeyEnrollment } from '../passkeys/schemas';
import { authenticatorName } from '../rules/authenticators';
import { phoneOf } from './app-sessions';
import { DEMO_CUSTOMER_REFS } from './customer-sessions';
import { DAY_MS } from './demo-account';
import { createRandom } from './random';

/**
 * An account's demo passkeys (apps.md §3.2 /enrollments): a pure function of (seed, account, clock), so the server's
 * demo seed and the MSW mocks list the same ones. About one in eight is revoked, one in five never used; synced
 * passkeys come from the cloud providers, device-bound ones from Windows Hello and security keys.
 */
/** Passkeys of the demo account: the server's demo, its tests and the mocks all seed this many, so they list alike. */
export const DEMO_ENROLLMENT_COUNT = 40;

export interface EnrollmentSeedOptions {
  seed: number;
  accountId: string;
  now: Date;
  count: number;
}

/** The authenticators and devices customers enrol with, by AAGUID; the last is on no list ("Unknown authenticator"). */
const KINDS = [
  {
    aaguid: 'fbfc3007-154e-4ecc-8c0b-6e020557d7bd',
    devices: ['iPhone · iOS 17', 'iPhone · iOS 18', 'Mac · macOS 15'],
    backedUp: true,
  },
  {
    aaguid: 'ea9b8d66-4d01-1d21-3ce4-b6b48cb575d4',
    devices: ['Pixel 8 · Android 15', 'Galaxy S23 · Android 14'],
    backedUp: true,
  },
  { aaguid: '08987058-cadc-4b81-b6e1-30de50dcbe96', devices: ['Windows PC · Windows 11'], backedUp: false },
  { aaguid: '53414d53-554e-4700-0000-000000000000', devices: ['Galaxy S24 · Android 14'], backedUp: true },
  {
    aaguid: 'bada5566-a7aa-401f-bd96-45619a55120d',
    devices: ['iPhone · iOS 18', 'Pixel 7 · Android 14'],
    backedUp: true,
  },
  {
    aaguid: '6e1f0c2a-5b6d-4d8e-9f3a-1c2b3d4e5f60',
    devices: ['Android phone · Android 13'],
    backedUp: false,
  },
] as const;

export function seedPasskeyEnrollments({
  seed,
  accountId,
  now,
  count,
}: EnrollmentSeedOptions): PasskeyEnrollment[] {
  const random = createRandom(seed, `enrollments:${accountId}`);
  const enrollments: PasskeyEnrollment[] = [];
  for (let index = 0; index < count; index += 1) {
    // The demo's known customers first (customer search finds them), then others.
    const customerRef =
      index < DEMO_CUSTOMER_REFS.length
        ? (DEMO_CUSTOMER_REFS[index] as string)
        : `CUST-${random.int(60000, 79999)}`;
    const kind = random.pick(KINDS);
    const created = now.getTime() - random.int(1, 180) * DAY_MS - random.int(0, DAY_MS - 1);
    const used = random.chance(0.8)
      ? created + random.int(1, Math.max(1, Math.floor((now.getTime() - created) / 1000))) * 1000
      : null;
    const revoked = random.chance(0.12)
      ? Math.max(created, used ?? created) + random.int(1, 72) * 3_600_000
      : null;
    enrollments.push({
      id: `pk_${random.chars(16, '0123456789abcdefghijklmnopqrstuvwxyz')}`,
      customerRef,
      phoneNumber: phoneOf(seed, customerRef),
      authenticator: authenticatorName(kind.aaguid),
      aaguid: kind.aaguid,
      device: random.pick(kind.devices),
      backedUp: kind.backedUp,
      createdAt: new Date(created).toISOString(),
      lastUsedAt: used === null ? null : new Date(Math.min(used, now.getTime())).toISOString(),
      revokedAt: revoked === null ? null : new Date(Math.min(revoked, now.getTime())).toISOString(),
    });
  }
  return enrollments.sort((a, b) => b.createdAt.localeCompare(a.createdAt) || (a.id < b.id ? 1 : -1));
}
