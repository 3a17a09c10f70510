import { randomBytes, randomUUID } from 'node:crypto';
import type { TokenService } from '../auth/tokens';
import type { Clock } from '../clock';
import type { Db } from '../db/schema';

/** The first operator's sign-in link works for 15 minutes; afterwards they sign in with their e-mail's provider. */
export const FIRST_OPERATOR_LINK_TTL_SECONDS = 15 * 60;

export interface FirstOperator {
  email: string;
  firstName: string;
  lastName: string;
}

/** The operator already there (the command refuses to make a second one). */
export class OperatorExistsError extends Error {}

/**
 * Creates the provider's internal account (unless there is one) and its first root admin, and
 * answers a short-lived sign-in link for them. Refuses with OperatorExistsError when an active
 * root admin exists: more operators are invited from the console.
 */
export async function createFirstOperator(
  db: Db,
  tokens: TokenService,
  clock: Clock,
  publicUrl: string,
  operator: FirstOperator,
): Promise<{ adminId: string; accountId: string; link: string }> {
  const now = clock.now();
  const created = await db.transaction().execute(async (tx) => {
    const existing = await tx
      .selectFrom('admins')
      .select('email')
      .where('is_root', '=', true)
      .where('archived_at', 'is', null)
      .executeTakeFirst();
    if (existing) throw new OperatorExistsError(`An operator already exists (${existing.email}).`);
    const internal = await tx
      .selectFrom('accounts')
      .select('id')
      .where('is_internal', '=', true)
      .executeTakeFirst();
    const accountId = internal?.id ?? `acc_${randomUUID()}`;
    if (!internal) {
      await tx
        .insertInto('accounts')
        .values({
          id: accountId,
          name: 'Provider Operations',
          provider: 'google',
          has_onboarded: true,
          is_internal: true,
          created_at: now,
          widget_key: `wk_live_${randomBytes(12).toString('hex')}`,
          secret_key: `sk_live_${randomBytes(16).toString('hex')}`,
          webhook_secret: `whsec_${randomBytes(16).toString('hex')}`,
        })
        .execute();
    }
    const adminId = `adm_${randomUUID()}`;
    await tx
      .insertInto('admins')
      .values({
        id: adminId,
        account_id: accountId,
        first_name: operator.firstName,
        last_name: operator.lastName,
        email: operator.email.toLowerCase(),
        role: 'admin',
        is_root: true,
        photo: null,
        time_zone: null,
        created_at: now,
        archived_at: null,
      })
      .execute();
    return { adminId, accountId };
  });
  const token = await tokens.sign(
    { acc: created.accountId, sub: created.adminId, role: 'admin', isRoot: true, ghost: false },
    FIRST_OPERATOR_LINK_TTL_SECONDS,
  );
  return { ...created, link: `${publicUrl}/?token=${token}` };
}
