import { auditEvents, smsView } from '@console/api-client/rules';
import { recordAudit } from '../audit/record-audit';
import { SECRET_PLACES } from '../crypto/secret-places';
import { route } from '../http/route';

export const smsRoutes = [
  /** Provider and Twilio's account SID and number; the auth token is write-only. */
  route('getSms', async ({ session, deps: { db } }) => {
    const row = await db
      .selectFrom('sms_configs')
      .select(['provider', 'account_sid', 'phone_number'])
      .where('account_id', '=', session.accountId)
      .executeTakeFirst();
    return smsView(row ? { accountSid: row.account_sid, phoneNumber: row.phone_number } : null);
  }),

  /** The auth token is stored sealed (see SecretBox). */
  route('saveSms', async ({ session, body, deps: { db, clock, secrets } }) => {
    const values = {
      provider: body.provider,
      account_sid: body.twilio.accountSid,
      auth_token: secrets.seal(body.twilio.authToken, SECRET_PLACES.smsAuthToken(session.accountId)),
      phone_number: body.twilio.phoneNumber,
    };
    await db.transaction().execute(async (tx) => {
      await tx
        .insertInto('sms_configs')
        .values({ account_id: session.accountId, ...values })
        .onConflict((oc) => oc.column('account_id').doUpdateSet(values))
        .execute();
      await recordAudit(tx, clock.now(), session.accountId, session, auditEvents.smsConfigured());
    });
    return { twilio: { accountSid: body.twilio.accountSid } };
  }),

  route('removeSms', async ({ session, deps: { db, clock } }) => {
    await db.transaction().execute(async (tx) => {
      const removed = await tx
        .deleteFrom('sms_configs')
        .where('account_id', '=', session.accountId)
        .executeTakeFirst();
      if (removed.numDeletedRows === 0n) return;
      await recordAudit(tx, clock.now(), session.accountId, session, auditEvents.smsDisconnected());
    });
  }),
];
