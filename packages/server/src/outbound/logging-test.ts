import type { LoggingConfigBody } from '@console/api-client';
import type { Clock } from '../clock';
import type { Outbound, OutboundResponse } from './outbound';
import { OutboundError } from './outbound';
import { amzDate, signSigV4 } from './sigv4';

/** Datadog sites (spec 001 §3) and their log intake hosts. */
export const DATADOG_INTAKE_HOSTS = {
  us1: 'http-intake.logs.datadoghq.com',
  us3: 'http-intake.logs.us3.datadoghq.com',
  us5: 'http-intake.logs.us5.datadoghq.com',
  eu: 'http-intake.logs.datadoghq.eu',
  ap1: 'http-intake.logs.ap1.datadoghq.com',
} as const;

/** Where CloudWatch test events go when no log group is given (not shown in the spec). */
export const DEFAULT_LOG_GROUP = '/contact-centre-console';

const ok = (answer: OutboundResponse) => answer.status >= 200 && answer.status < 300;

function testEvent(now: Date) {
  return {
    timestamp: now.toISOString(),
    service: 'contact-centre-console',
    level: 'info',
    message: 'Test event from the console: log forwarding is set up.',
  };
}

async function cloudwatch(
  outbound: Outbound,
  config: Extract<LoggingConfigBody, { destination: 'cloudwatch' }>['cloudwatch'],
  now: Date,
) {
  const host = `logs.${config.region}.amazonaws.com`;
  const logGroupName = config.logGroup || DEFAULT_LOG_GROUP;
  const logStreamName = `console-test-${now.toISOString().slice(0, 10)}`;
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
  if (!exists(await call('CreateLogStream', { logGroupName, logStreamName }))) return false;
  const put = await call('PutLogEvents', {
    logGroupName,
    logStreamName,
    logEvents: [{ timestamp: now.getTime(), message: JSON.stringify(testEvent(now)) }],
  });
  return ok(put);
}

/**
 * Sends one real test event shaped for the destination and tells whether it was accepted. A
 * refused address, a timeout or an error answer is simply `false` (the console's "Test failed").
 */
export async function sendLoggingTest(
  outbound: Outbound,
  clock: Clock,
  body: LoggingConfigBody,
): Promise<boolean> {
  const now = clock.now();
  const json = { 'content-type': 'application/json' };
  try {
    switch (body.destination) {
      case 'datadog': {
        const answer = await outbound.request({
          url: `https://${DATADOG_INTAKE_HOSTS[body.datadog.site]}/api/v2/logs`,
          method: 'POST',
          headers: { ...json, 'dd-api-key': body.datadog.apiKey },
          body: JSON.stringify([
            { ddsource: 'contact-centre-console', ddtags: 'test:true', ...testEvent(now) },
          ]),
        });
        return ok(answer);
      }
      case 'sumologic':
        return ok(
          await outbound.request({
            url: body.sumologic.collectorUrl,
            method: 'POST',
            headers: json,
            body: JSON.stringify(testEvent(now)),
          }),
        );
      case 'rapid7':
        return ok(
          await outbound.request({
            url: body.rapid7.webhookUrl,
            method: 'POST',
            headers: json,
            body: JSON.stringify(testEvent(now)),
          }),
        );
      case 'cloudwatch':
        return await cloudwatch(outbound, body.cloudwatch, now);
    }
  } catch (error) {
    if (error instanceof OutboundError) return false;
    throw error;
  }
}
