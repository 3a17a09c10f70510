import type { HttpHandler } from 'msw';
import { endpoints } from '../../endpoints';
import type { LoggingConfigBody, LoggingConfigs } from '../../logging/schemas';
import { LOGGING_DESTINATION_LABELS } from '../../logging/schemas';
import { actorOf, withCaller } from '../http/caller';
import { readBody } from '../http/read-body';
import { answer, emptyAnswer } from '../http/respond';
import { route } from '../http/route';
import { appendAudit } from '../store/audit-log';
import type { MockIntegrations, MockStore } from '../store/types';

/** Saved configs without their secrets (Datadog apiKey, CloudWatch secretAccessKey). */
function toConfigs({ datadog, cloudwatch, sumologic, rapid7 }: MockIntegrations['logging']): LoggingConfigs {
  return {
    datadog: datadog && { site: datadog.site },
    cloudwatch: cloudwatch && {
      accessKeyId: cloudwatch.accessKeyId,
      region: cloudwatch.region,
      logGroup: cloudwatch.logGroup,
    },
    sumologic,
    rapid7,
  };
}

function saveConfig(logging: MockIntegrations['logging'], body: LoggingConfigBody): void {
  if (body.destination === 'datadog') logging.datadog = body.datadog;
  if (body.destination === 'cloudwatch') logging.cloudwatch = body.cloudwatch;
  if (body.destination === 'sumologic') logging.sumologic = body.sumologic;
  if (body.destination === 'rapid7') logging.rapid7 = body.rapid7;
}

export function loggingHandlers(store: MockStore): HttpHandler[] {
  const e = endpoints;
  return [
    route(
      e.getLogging,
      withCaller(store, () => answer(e.getLogging, toConfigs(store.integrations.logging))),
    ),
    route(
      e.saveLogging,
      withCaller(store, async ({ request, caller }) => {
        const body = await readBody(request, e.saveLogging.body);
        if (!body.ok) return body.response;
        const { destination } = body.data;
        saveConfig(store.integrations.logging, body.data);
        appendAudit(store, actorOf(caller), {
          event: 'logging.configured',
          description: `${LOGGING_DESTINATION_LABELS[destination]} has been configured`,
        });
        const saved = toConfigs(store.integrations.logging);
        return answer(e.saveLogging, { [destination]: saved[destination] });
      }),
    ),
    /** The mock cannot reach a destination: every well-formed test passes (scenarios show failures). */
    route(
      e.testLogging,
      withCaller(store, async ({ request }) => {
        const body = await readBody(request, e.testLogging.body);
        return body.ok ? answer(e.testLogging, { wasSuccessful: true }) : body.response;
      }),
    ),
    route(
      e.removeLogging,
      withCaller(store, async ({ request, caller }) => {
        const body = await readBody(request, e.removeLogging.body);
        if (!body.ok) return body.response;
        store.integrations.logging[body.data.destination] = null;
        appendAudit(store, actorOf(caller), {
          event: 'logging.removed',
          description: `${LOGGING_DESTINATION_LABELS[body.data.destination]} has been disconnected`,
        });
        return emptyAnswer(e.removeLogging);
      }),
    ),
  ];
}
