import { createHash } from 'node:crypto';
import { seedPasskeyEnrollments } from '@console/api-client/seed';
import type { Queryable } from '../db/schema';

/**
 * An account's demo passkeys from the shared generator (`@console/api-client/seed`, the mocks' list too). They are
 * history without keys: no public key (null), a credential id made from the row's id, which no authenticator holds, so an authentication
 * offered one of them cannot answer it and a response naming one is refused as an unknown credential
 * (passkeys/ceremony.ts). The demo simulator enrols its customers before it authenticates them.
 */
export async function seedEnrollments(
  tx: Queryable,
  options: { seed: number; accountId: string; now: Date; count: number },
): Promise<void> {
  const enrollments = seedPasskeyEnrollments(options);
  if (enrollments.length === 0) return;
  await tx
    .insertInto('passkey_enrollments')
    .values(
      enrollments.map((enrollment) => ({
        id: enrollment.id,
        account_id: options.accountId,
        customer_ref: enrollment.customerRef,
        phone_number: enrollment.phoneNumber,
        credential_id: createHash('sha256').update(`demo-credential:${enrollment.id}`).digest('base64url'),
        public_key: null,
        counter: 0,
        aaguid: enrollment.aaguid.toLowerCase(),
        device: enrollment.device,
        backed_up: enrollment.backedUp,
        transports: JSON.stringify(['internal', 'hybrid']),
        created_at: enrollment.createdAt,
        last_used_at: enrollment.lastUsedAt,
        revoked_at: enrollment.revokedAt,
        revoked_by: null,
      })),
    )
    .execute();
}
