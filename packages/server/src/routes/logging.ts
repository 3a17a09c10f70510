import type { LoggingConfigBody, LoggingConfigs, LoggingDestination } from '@console/api-client';
import {
  LOGGING_DESTINATION_LABELS,
  LOGGING_DESTINATIONS,
  maskSecretUrl,
  resolveSecretUrl,
  SECRET_URL_MASK,
  SECRET_URL_MASK_MESSAGE,
} from '@console/api-client';
import { recordAudit } from '../audit/record-audit';
import type { SecretBox } from '../crypto/secret-box';
import { SECRET_PLACES } from '../crypto/secret-places';
import type { Queryable } from '../db/schema';
import { invalid } from '../http/errors';
import { route } from '../http/route';
import { sendLoggingTest } from '../outbound/logging-test';

/**
 * Splits a destination's form into what GET may answer and its write-only secret, sealed: Datadog's
 * API key, CloudWatch's secret access key, and Sumo Logic's and Rapid7's URLs (their path is a token;
 * GET answers the mask).
 */
function split(body: LoggingConfigBody, secrets: SecretBox, accountId: string) {
  const seal = (secret: string) =>
    secrets.seal(secret, SECRET_PLACES.loggingSecret(accountId, body.destination));
  switch (body.destination) {
    case 'datadog':
      return { config: { site: body.datadog.site }, secret: seal(body.datadog.apiKey) };
    case 'cloudwatch': {
      const { secretAccessKey, ...config } = body.cloudwatch;
      return { config, secret: seal(secretAccessKey) };
    }
    case 'sumologic': {
      const url = body.sumologic.collectorUrl;
      return { config: { collectorUrl: maskSecretUrl(url) }, secret: seal(url) };
    }
    case 'rapid7': {
      const url = body.rapid7.webhookUrl;
      return { config: { webhookUrl: maskSecretUrl(url) }, secret: seal(url) };
    }
  }
}

/**
 * The body with a kept mask replaced by the saved URL (opened only here, for the save or the test
 * call that needs it); a mask of anything else is refused.
 */
async function withSavedUrl(
  db: Queryable,
  secrets: SecretBox,
  accountId: string,
  body: LoggingConfigBody,
): Promise<LoggingConfigBody> {
  if (body.destination !== 'sumologic' && body.destination !== 'rapid7') return body;
  const field = body.destination === 'sumologic' ? 'collectorUrl' : 'webhookUrl';
  const submitted = body.destination === 'sumologic' ? body.sumologic.collectorUrl : body.rapid7.webhookUrl;
  if (!submitted.includes(SECRET_URL_MASK)) return body;
  const row = await db
    .selectFrom('logging_destinations')
    .select('secret')
    .where('account_id', '=', accountId)
    .where('destination', '=', body.destination)
    .executeTakeFirst();
  const saved = row?.secret
    ? secrets.open(row.secret, SECRET_PLACES.loggingSecret(accountId, body.destination))
    : undefined;
  const url = resolveSecretUrl(submitted, saved);
  if (url === undefined) throw invalid(`${body.destination}.${field}: ${SECRET_URL_MASK_MESSAGE}`);
  return body.destination === 'sumologic'
    ? { destination: 'sumologic', sumologic: { collectorUrl: url } }
    : { destination: 'rapid7', rapid7: { webhookUrl: url } };
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
    const { config, secret } = split(
      await withSavedUrl(db, secrets, session.accountId, body),
      secrets,
      session.accountId,
    );
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

  route('testLogging', async ({ session, body, deps: { db, outbound, clock, secrets } }) => ({
    wasSuccessful: await sendLoggingTest(
      outbound,
      clock,
      await withSavedUrl(db, secrets, session.accountId, body),
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
      await recordAudit(tx, clock.now(), session.accountId, session, {
        event: 'logging.disconnected',
        description: `${LOGGING_DESTINATION_LABELS[body.destination]} has been disconnected`,
      });
    });
  }),
];
