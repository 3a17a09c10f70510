import type { LoggingConfigBody, LoggingDestination } from '@console/api-client';
import { SECRET_PLACES } from '../crypto/secret-places';
import type { AppDeps } from '../deps';
import type { JobHandler } from '../jobs/runner';
import { sendLogEvent } from '../outbound/log-destinations';
import type { ForwardLogPayload } from './event-sinks';

/** A stored destination (its config and its opened secret) as the body the senders take. */
function storedBody(
  destination: LoggingDestination,
  config: Record<string, unknown>,
  secret: string,
): LoggingConfigBody {
  switch (destination) {
    case 'datadog':
      return { destination, datadog: { ...config, apiKey: secret } } as LoggingConfigBody;
    case 'cloudwatch':
      return { destination, cloudwatch: { ...config, secretAccessKey: secret } } as LoggingConfigBody;
    case 'sumologic':
      return { destination, sumologic: { collectorUrl: secret } };
    case 'rapid7':
      return { destination, rapid7: { webhookUrl: secret } };
  }
}

/**
 * The `log.forward` job: one event's JSON line (event-sinks.ts loggingSink) to one Logging destination, through the
 * same senders as the Settings › Logging test. A refusal or an outbound failure throws, so the runner retries it
 * with backoff; a destination disconnected meanwhile ends the job.
 */
export function forwardLogJob(deps: AppDeps): JobHandler {
  return {
    async run(payload, { now }) {
      const { accountId, destination, line } = payload as ForwardLogPayload;
      const row = await deps.db
        .selectFrom('logging_destinations')
        .select(['destination', 'config', 'secret'])
        .where('account_id', '=', accountId)
        .where('destination', '=', destination as LoggingDestination)
        .executeTakeFirst();
      if (!row?.secret) return;
      const secret = deps.secrets.open(row.secret, SECRET_PLACES.loggingSecret(accountId, row.destination));
      const body = storedBody(row.destination, row.config, secret);
      const accepted = await sendLogEvent(deps.outbound, body, { ...line }, now, {
        stream: `console-${line.timestamp.slice(0, 10)}`,
      });
      if (!accepted) throw new Error(`${destination} refused the log line`);
    },
  };
}
