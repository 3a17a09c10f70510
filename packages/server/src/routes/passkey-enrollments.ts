import { auditEvents, conflict, notFound, REFUSALS } from '@console/api-client/rules';
import { recordAudit } from '../audit/record-audit';
import { route } from '../http/route';
import { listEnrollmentPage, toEnrollment } from '../passkeys/enrollment-queries';
import { queueWebhookEvent } from '../webhooks/webhooks-sink';

/** The webhook a revocation sends (apps.md §3.2), to the passkeys endpoints subscribed to it. */
export const ENROLLMENT_REVOKED_EVENT = 'passkeys.enrollment.revoked';

/** Passkeys › Enrollments (apps.md §3.2): the signed-in account's customers' passkeys. */
export const passkeyEnrollmentRoutes = [
  /** One page, newest first: x-count is every row of the filters, x-last-key the next page's cursor. */
  route('listPasskeyEnrollments', async ({ c, session, query, deps: { db } }) => {
    const page = await listEnrollmentPage(db, session.accountId, query);
    c.header('x-count', String(page.count));
    if (page.lastKey !== null) c.header('x-last-key', page.lastKey);
    return page.items;
  }),

  /**
   * "Revoke passkey": refused from now on (passkeys/ceremony.ts), kept in the list as Revoked. The change, its
   * audit entry and its webhooks commit together; another account's id is 404 like an unknown one.
   */
  route('revokePasskeyEnrollment', async ({ session, params, deps: { db, clock } }) => {
    return db.transaction().execute(async (tx) => {
      const row = await tx
        .selectFrom('passkey_enrollments')
        .selectAll()
        .where('id', '=', params.id ?? '')
        .where('account_id', '=', session.accountId)
        .forUpdate()
        .executeTakeFirst();
      if (!row) throw notFound(REFUSALS.enrollmentNotFound);
      if (row.revoked_at !== null) throw conflict(REFUSALS.enrollmentRevoked);
      const now = clock.now();
      const revoked = await tx
        .updateTable('passkey_enrollments')
        .set({ revoked_at: now, revoked_by: session.adminId })
        .where('id', '=', row.id)
        .returningAll()
        .executeTakeFirstOrThrow();
      await recordAudit(tx, now, session.accountId, session, auditEvents.passkeyRevoked(row.customer_ref));
      const enrollment = toEnrollment(revoked);
      await queueWebhookEvent(tx, {
        accountId: session.accountId,
        app: 'passkeys',
        type: ENROLLMENT_REVOKED_EVENT,
        at: now,
        data: { enrollment },
      });
      return enrollment;
    });
  }),
];
