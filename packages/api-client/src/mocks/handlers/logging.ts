import type { HttpHandler } from 'msw';
import type { LoggingConfigBody, LoggingConfigs, LoggingDestination } from '../../logging/schemas';
import { LOGGING_DESTINATIONS } from '../../logging/schemas';
import { auditEvents } from '../../rules/audit-events';
import { loggingParts, secretUrlOf, withSavedUrl } from '../../rules/secrets';
import { mockRoute } from '../http/mock-route';
import { appendAudit } from '../store/audit-log';
import type { MockIntegrations, MockStore } from '../store/types';

type Saved = MockIntegrations['logging'];

/** A saved destination's form as the body that saved it. */
function savedBody(logging: Saved, destination: LoggingDestination): LoggingConfigBody | undefined {
  const form = logging[destination];
  return form ? ({ destination, [destination]: form } as LoggingConfigBody) : undefined;
}

/** What GET answers: no secrets, the Sumo Logic and Rapid7 URLs masked (loggingParts, as the server splits them). */
function configs(logging: Saved): LoggingConfigs {
  return Object.fromEntries(
    LOGGING_DESTINATIONS.map((destination) => {
      const body = savedBody(logging, destination);
      return [destination, body ? loggingParts(body).config : null];
    }),
  ) as LoggingConfigs;
}

function saveForm(logging: Saved, body: LoggingConfigBody): void {
  if (body.destination === 'datadog') logging.datadog = body.datadog;
  if (body.destination === 'cloudwatch') logging.cloudwatch = body.cloudwatch;
  if (body.destination === 'sumologic') logging.sumologic = body.sumologic;
  if (body.destination === 'rapid7') logging.rapid7 = body.rapid7;
}

/** The body with a kept mask replaced by the saved URL (withSavedUrl). */
function resolveMask(logging: Saved, body: LoggingConfigBody): LoggingConfigBody {
  const saved = savedBody(logging, body.destination);
  return withSavedUrl(body, saved && secretUrlOf(saved));
}

export function loggingHandlers(store: MockStore): HttpHandler[] {
  return [
    mockRoute(store, 'getLogging', ({ scope }) => configs(scope.integrations.logging)),
    mockRoute(store, 'saveLogging', ({ body, caller, scope }) => {
      const { logging } = scope.integrations;
      saveForm(logging, resolveMask(logging, body));
      appendAudit(store, scope, caller, auditEvents.loggingConfigured(body.destination));
      return { [body.destination]: configs(logging)[body.destination] };
    }),
    /**
     * The mock reaches no destination: its simulated intakes accept every well-formed test event (scenarios show
     * failures). A mask that hides nothing saved is refused as the server refuses it.
     */
    mockRoute(store, 'testLogging', ({ body, scope }) => {
      resolveMask(scope.integrations.logging, body);
      return { wasSuccessful: true };
    }),
    /** Disconnecting a destination that is not connected changes nothing and still answers 200. */
    mockRoute(store, 'removeLogging', ({ body, caller, scope }) => {
      const { logging } = scope.integrations;
      if (!logging[body.destination]) return;
      logging[body.destination] = null;
      appendAudit(store, scope, caller, auditEvents.loggingDisconnected(body.destination));
    }),
  ];
}
