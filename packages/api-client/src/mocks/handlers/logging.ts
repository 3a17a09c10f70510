import type { HttpHandler } from 'msw';
import { endpoints } from '../../endpoints';
import type { LoggingConfigBody, LoggingConfigs } from '../../logging/schemas';
import { LOGGING_DESTINATION_LABELS } from '../../logging/schemas';
import { maskSecretUrl, resolveSecretUrl, SECRET_URL_MASK_MESSAGE } from '../../logging/secret-url';
import { VALIDATION_FAILED } from '../../client/error-codes';
import { actorOf, withCaller } from '../http/caller';
import { readBody } from '../http/read-body';
import { answer, apiError, emptyAnswer } from '../http/respond';
import { route } from '../http/route';
import { appendAudit } from '../store/audit-log';
import type { MockIntegrations, MockStore } from '../store/types';

/**
 * Saved configs without their secrets (Datadog apiKey, CloudWatch secretAccessKey), the Sumo
 * Logic and Rapid7 URLs masked, as the server answers them.
 */
function toConfigs({ datadog, cloudwatch, sumologic, rapid7 }: MockIntegrations['logging']): LoggingConfigs {
  return {
    datadog: datadog && { site: datadog.site },
    cloudwatch: cloudwatch && {
      accessKeyId: cloudwatch.accessKeyId,
      region: cloudwatch.region,
      logGroup: cloudwatch.logGroup,
    },
    sumologic: sumologic && { collectorUrl: maskSecretUrl(sumologic.collectorUrl) },
    rapid7: rapid7 && { webhookUrl: maskSecretUrl(rapid7.webhookUrl) },
  };
}

/**
 * The body with a kept mask replaced by the saved URL, as the server does; undefined with the
 * refusal's message when the mask hides nothing saved.
 */
function withSavedUrl(
  logging: MockIntegrations['logging'],
  body: LoggingConfigBody,
): { body: LoggingConfigBody } | { refusal: string } {
  if (body.destination === 'sumologic') {
    const url = resolveSecretUrl(body.sumologic.collectorUrl, logging.sumologic?.collectorUrl);
    return url === undefined
      ? { refusal: `sumologic.collectorUrl: ${SECRET_URL_MASK_MESSAGE}` }
      : { body: { destination: 'sumologic', sumologic: { collectorUrl: url } } };
  }
  if (body.destination === 'rapid7') {
    const url = resolveSecretUrl(body.rapid7.webhookUrl, logging.rapid7?.webhookUrl);
    return url === undefined
      ? { refusal: `rapid7.webhookUrl: ${SECRET_URL_MASK_MESSAGE}` }
      : { body: { destination: 'rapid7', rapid7: { webhookUrl: url } } };
  }
  return { body };
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
        const resolved = withSavedUrl(store.integrations.logging, body.data);
        if ('refusal' in resolved) return apiError(400, VALIDATION_FAILED, resolved.refusal);
        saveConfig(store.integrations.logging, resolved.body);
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
        if (!body.ok) return body.response;
        const resolved = withSavedUrl(store.integrations.logging, body.data);
        if ('refusal' in resolved) return apiError(400, VALIDATION_FAILED, resolved.refusal);
        return answer(e.testLogging, { wasSuccessful: true });
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
