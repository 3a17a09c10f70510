import type { LoggingConfigBody } from '@console/api-client';
import type { Outbound, OutboundResponse } from './outbound';
import { amzDate, signSigV4 } from './sigv4';

/** Datadog sites (spec 001 §3) and their log intake hosts. */
const DATADOG_INTAKE_HOSTS = {
  us1: 'http-intake.logs.datadoghq.com',
  us3: 'http-intake.logs.us3.datadoghq.com',
  us5: 'http-intake.logs.us5.datadoghq.com',
  eu: 'http-intake.logs.datadoghq.eu',
  ap1: 'http-intake.logs.ap1.datadoghq.com',
} as const;

/** Where CloudWatch events go when no log group is given (not shown in the spec). */
const DEFAULT_LOG_GROUP = '/contact-centre-console';

const ok = (answer: OutboundResponse) => answer.status >= 200 && answer.status < 300;

export interface LogSendOptions {
  /** CloudWatch's log stream name, e.g. `console-2026-11-21`. */
  stream: string;
  /** Datadog tags (`ddtags`), e.g. `test:true`. */
  tags?: string;
}

async function cloudwatch(
  outbound: Outbound,
  config: Extract<LoggingConfigBody, { destination: 'cloudwatch' }>['cloudwatch'],
  event: Record<string, unknown>,
  now: Date,
  stream: string,
) {
  const host = `logs.${config.region}.amazonaws.com`;
  const logGroupName = config.logGroup || DEFAULT_LOG_GROUP;
  const call = (action: string, payload: unknown) => {
    const body = JSON.stringify(payload);
    const headers = signSigV4(
      {
        method: 'POST',
        path: '/',
        headers: {
          host,
          'content-type': 'application/x-amz-json-1.1',
          'x-amz-date': amzDate(now),
          'x-amz-target': `Logs_20140328.${action}`,
        },
        body,
      },
      config,
      config.region,
      'logs',
    );
    return outbound.request({ url: `https://${host}/`, method: 'POST', headers, body });
  };
  // The IAM policy the console documents allows exactly these three actions (spec 001 §9).
  const exists = (answer: OutboundResponse) =>
    ok(answer) || answer.body.includes('ResourceAlreadyExistsException');
  if (!exists(await call('CreateLogGroup', { logGroupName }))) return false;
  if (!exists(await call('CreateLogStream', { logGroupName, logStreamName: stream }))) return false;
  const put = await call('PutLogEvents', {
    logGroupName,
    logStreamName: stream,
    logEvents: [{ timestamp: now.getTime(), message: JSON.stringify(event) }],
  });
  return ok(put);
}

/**
 * Sends one JSON event to a Logging destination, shaped for it (Datadog's v2 intake, CloudWatch's PutLogEvents signed
 * with SigV4, Sumo Logic's HTTP collector, Rapid7's webhook), through the outbound guard; answers whether it was
 * accepted. The Settings › Logging test (logging-test.ts) and the sessions' log forwarding (sessions/forward-log.ts)
 * both send through here. Outbound failures (refused address, timeout) throw OutboundError.
 */
export async function sendLogEvent(
  outbound: Outbound,
  body: LoggingConfigBody,
  event: Record<string, unknown>,
  now: Date,
  options: LogSendOptions,
): Promise<boolean> {
  const json = { 'content-type': 'application/json' };
  switch (body.destination) {
    case 'datadog': {
      const answer = await outbound.request({
        url: `https://${DATADOG_INTAKE_HOSTS[body.datadog.site]}/api/v2/logs`,
        method: 'POST',
        headers: { ...json, 'dd-api-key': body.datadog.apiKey },
        body: JSON.stringify([
          { ddsource: 'contact-centre-console', ...(options.tags ? { ddtags: options.tags } : {}), ...event },
        ]),
      });
      return ok(answer);
    }
    case 'sumologic':
    case 'rapid7': {
      // Both take the event as a JSON body at the URL the account gave (an HTTP source, a webhook).
      const url = body.destination === 'sumologic' ? body.sumologic.collectorUrl : body.rapid7.webhookUrl;
      return ok(await outbound.request({ url, method: 'POST', headers: json, body: JSON.stringify(event) }));
    }
    case 'cloudwatch':
      return cloudwatch(outbound, body.cloudwatch, event, now, options.stream);
  }
}
