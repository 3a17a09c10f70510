import type { LoggingConfigBody, LoggingConfigs, LoggingDestination } from '@console/api-client';
import { LOGGING_DESTINATIONS, SECRET_URL_MASK } from '@console/api-client';
import { auditEvents, loggingParts, secretUrlOf, withSavedUrl } from '@console/api-client/rules';
import { recordAudit } from '../audit/record-audit';
import type { SecretBox } from '../crypto/secret-box';
import { SECRET_PLACES } from '../crypto/secret-places';
import type { Queryable } from '../db/schema';
import { route } from '../http/route';
import { sendLoggingTest } from '../outbound/logging-test';

/** The body with a kept mask replaced by the saved URL, opened only here (see withSavedUrl). */
async function resolveMask(
  db: Queryable,
  secrets: SecretBox,
  accountId: string,
  body: LoggingConfigBody,
): Promise<LoggingConfigBody> {
  if (!secretUrlOf(body)?.includes(SECRET_URL_MASK)) return body;
  const row = await db
    .selectFrom('logging_destinations')
    .select('secret')
    .where('account_id', '=', accountId)
    .where('destination', '=', body.destination)
    .executeTakeFirst();
  const place = SECRET_PLACES.loggingSecret(accountId, body.destination);
  return withSavedUrl(body, row?.secret ? secrets.open(row.secret, place) : undefined);
}

async function loadConfigs(db: Queryable, accountId: string): Promise<LoggingConfigs> {
  const rows = await db
    .selectFrom('logging_destinations')
    .select(['destination', 'config'])
    .where('account_id', '=', accountId)
    .execute();
  const byName = new Map<LoggingDestination, Record<string, unknown>>(
    rows.map((row) => [row.destination, row.config]),
  );
  return Object.fromEntries(
    LOGGING_DESTINATIONS.map((name) => [name, byName.get(name) ?? null]),
  ) as LoggingConfigs;
}

export const loggingRoutes = [
  route('getLogging', async ({ session, deps: { db } }) => loadConfigs(db, session.accountId)),

  route('saveLogging', async ({ session, body, deps: { db, clock, secrets } }) => {
    const parts = loggingParts(await resolveMask(db, secrets, session.accountId, body));
    const config = JSON.stringify(parts.config);
    const secret = secrets.seal(
      parts.secret,
      SECRET_PLACES.loggingSecret(session.accountId, body.destination),
    );
    await db.transaction().execute(async (tx) => {
      await tx
        .insertInto('logging_destinations')
        .values({ account_id: session.accountId, destination: body.destination, config, secret })
        .onConflict((oc) => oc.columns(['account_id', 'destination']).doUpdateSet({ config, secret }))
        .execute();
      await recordAudit(
        tx,
        clock.now(),
        session.accountId,
        session,
        auditEvents.loggingConfigured(body.destination),
      );
    });
    return { [body.destination]: (await loadConfigs(db, session.accountId))[body.destination] };
  }),

  route('testLogging', async ({ session, body, deps: { db, outbound, clock, secrets } }) => ({
    wasSuccessful: await sendLoggingTest(
      outbound,
      clock,
      await resolveMask(db, secrets, session.accountId, body),
    ),
  })),

  /** Disconnecting a destination that is not connected changes nothing and still answers 200. */
  route('removeLogging', async ({ session, body, deps: { db, clock } }) => {
    await db.transaction().execute(async (tx) => {
      const removed = await tx
        .deleteFrom('logging_destinations')
        .where('account_id', '=', session.accountId)
        .where('destination', '=', body.destination)
        .executeTakeFirst();
      if (removed.numDeletedRows === 0n) return;
      await recordAudit(
        tx,
        clock.now(),
        session.accountId,
        session,
        auditEvents.loggingDisconnected(body.destination),
      );
    });
  }),
];
