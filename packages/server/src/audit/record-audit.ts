import { randomUUID } from 'node:crypto';
import type { AuditEvent } from '@console/api-client/rules';
import { ghostDescription } from '@console/api-client/rules';
import type { Session } from '../auth/session';
import type { Queryable } from '../db/schema';

export type { AuditEvent } from '@console/api-client/rules';

/**
 * Writes one audit entry in the caller's transaction, so the entry and the change commit together.
 * A ghost session's entry lands in the ghosted account and names the operator. Without a session
 * (the provider acted, e.g. a domain verified) the entry has no admin.
 */
export async function recordAudit(
  db: Queryable,
  now: Date,
  accountId: string,
  session: Session | null,
  { event, description, namespace = 'global' }: AuditEvent,
): Promise<void> {
  await db
    .insertInto('audit_log')
    .values({
      id: `aud_${randomUUID()}`,
      account_id: accountId,
      at: now,
      admin_id: session && !session.ghost ? session.adminId : null,
      admin_first_name: session?.actor.firstName ?? null,
      admin_last_name: session?.actor.lastName ?? null,
      operator_id: session?.ghost ? session.adminId : null,
      namespace,
      description: session?.ghost ? ghostDescription(description, session.actor.email) : description,
      event,
    })
    .execute();
}
