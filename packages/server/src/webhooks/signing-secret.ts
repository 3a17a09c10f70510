import { randomBytes } from 'node:crypto';
import { WEBHOOK_ROTATION_OVERLAP_MS } from '@console/api-client';
import type { SecretBox } from '../crypto/secret-box';
import { SECRET_PLACES } from '../crypto/secret-places';
import type { Queryable } from '../db/schema';

/** A new signing secret, as Stripe's look (`whsec_` and 32 hex digits). */
const newWebhookSecret = () => `whsec_${randomBytes(16).toString('hex')}`;

/** A new account's signing secret, sealed for its row (what accounts.webhook_secret stores). */
export const sealedNewWebhookSecret = (secrets: SecretBox, accountId: string) =>
  secrets.seal(newWebhookSecret(), SECRET_PLACES.webhookSecret(accountId));

export interface SigningSecrets {
  current: string;
  /** The secret before the last rotation while it still signs (24 hours), else null. */
  previous: string | null;
  previousExpiresAt: Date | null;
}

/**
 * The account's signing secrets in plaintext, opened where they are stored. A value still in plaintext (rows the
 * demo seed or an older version wrote; every start seals those too, see stored-secrets.ts) is sealed in place first,
 * so what is read once is sealed from then on. A previous secret past its expiry is not answered.
 */
export async function readSigningSecrets(
  db: Queryable,
  secrets: SecretBox,
  accountId: string,
  now: Date,
): Promise<SigningSecrets> {
  const row = await db
    .selectFrom('accounts')
    .select(['webhook_secret', 'webhook_secret_previous', 'webhook_secret_previous_expires_at'])
    .where('id', '=', accountId)
    .executeTakeFirstOrThrow();
  const currentPlace = SECRET_PLACES.webhookSecret(accountId);
  const previousPlace = SECRET_PLACES.webhookSecretPrevious(accountId);
  const current = secrets.reseal(row.webhook_secret, currentPlace);
  const previous = row.webhook_secret_previous && secrets.reseal(row.webhook_secret_previous, previousPlace);
  if (current !== row.webhook_secret || previous !== row.webhook_secret_previous) {
    await db
      .updateTable('accounts')
      .set({ webhook_secret: current, webhook_secret_previous: previous })
      .where('id', '=', accountId)
      .execute();
  }
  const expiresAt = row.webhook_secret_previous_expires_at;
  const live = previous !== null && expiresAt !== null && expiresAt.getTime() > now.getTime();
  return {
    current: secrets.open(current, currentPlace),
    previous: live ? secrets.open(previous, previousPlace) : null,
    previousExpiresAt: live ? expiresAt : null,
  };
}

/**
 * Replaces the account's signing secret: the old one keeps signing beside the new one for 24 hours
 * (WEBHOOK_ROTATION_OVERLAP_MS), then only the new one does. Answers the new secret and when the old one expires.
 */
export async function rotateSigningSecret(
  db: Queryable,
  secrets: SecretBox,
  accountId: string,
  now: Date,
): Promise<{ secret: string; previousExpiresAt: Date }> {
  const { current } = await readSigningSecrets(db, secrets, accountId, now);
  const secret = newWebhookSecret();
  const previousExpiresAt = new Date(now.getTime() + WEBHOOK_ROTATION_OVERLAP_MS);
  await db
    .updateTable('accounts')
    .set({
      webhook_secret: secrets.seal(secret, SECRET_PLACES.webhookSecret(accountId)),
      webhook_secret_previous: secrets.seal(current, SECRET_PLACES.webhookSecretPrevious(accountId)),
      webhook_secret_previous_expires_at: previousExpiresAt,
    })
    .where('id', '=', accountId)
    .execute();
  return { secret, previousExpiresAt };
}
