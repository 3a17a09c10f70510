import type { LoggingConfigBody, LoggingConfigs, LoggingDestination } from '@console/api-client';
import { LOGGING_DESTINATION_LABELS, LOGGING_DESTINATIONS } from '@console/api-client';
import { recordAudit } from '../audit/record-audit';
import type { Queryable } from '../db/schema';
import { route } from '../http/route';
import { sendLoggingTest } from '../outbound/logging-test';

/** Splits a destination's form into what may be shown again and its write-only secret. */
function split(body: LoggingConfigBody): { config: Record<string, unknown>; secret: string | null } {
  switch (body.destination) {
    case 'datadog':
      return { config: { site: body.datadog.site }, secret: body.datadog.apiKey };
    case 'cloudwatch': {
      const { secretAccessKey, ...config } = body.cloudwatch;
      return { config, secret: secretAccessKey };
    }
    case 'sumologic':
      return { config: body.sumologic, secret: null };
    case 'rapid7':
      return { config: body.rapid7, secret: null };
  }
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

  route('saveLogging', async ({ session, body, deps: { db, clock } }) => {
    const { config, secret } = split(body);
    await db.transaction().execute(async (tx) => {
      await tx
        .insertInto('logging_destinations')
        .values({
          account_id: session.accountId,
          destination: body.destination,
          config: JSON.stringify(config),
          secret,
        })
        .onConflict((oc) =>
          oc.columns(['account_id', 'destination']).doUpdateSet({ config: JSON.stringify(config), secret }),
        )
        .execute();
      await recordAudit(tx, clock.now(), session.accountId, session, {
        event: 'logging.configured',
        description: `${LOGGING_DESTINATION_LABELS[body.destination]} has been configured`,
      });
    });
    return { [body.destination]: (await loadConfigs(db, session.accountId))[body.destination] };
  }),

  route('testLogging', async ({ body, deps: { outbound, clock } }) => ({
    wasSuccessful: await sendLoggingTest(outbound, clock, body),
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
      await recordAudit(tx, clock.now(), session.accountId, session, {
        event: 'logging.disconnected',
        description: `${LOGGING_DESTINATION_LABELS[body.destination]} has been disconnected`,
      });
    });
  }),
];
