import type { HttpHandler } from 'msw';
import { auditEvents } from '../../rules/audit-events';
import { smsView } from '../../rules/secrets';
import { mockRoute } from '../http/mock-route';
import { appendAudit } from '../store/audit-log';
import type { MockStore } from '../store/types';

/** Twilio SMS. The auth token is write-only: GET answers the account SID and number only. */
export function smsHandlers(store: MockStore): HttpHandler[] {
  return [
    mockRoute(store, 'getSms', ({ scope }) => smsView(scope.integrations.sms)),
    mockRoute(store, 'saveSms', ({ body, caller, scope }) => {
      scope.integrations.sms = body.twilio;
      appendAudit(store, scope, caller, auditEvents.smsConfigured());
      return { twilio: { accountSid: body.twilio.accountSid } };
    }),
    mockRoute(store, 'removeSms', ({ caller, scope }) => {
      if (!scope.integrations.sms) return;
      scope.integrations.sms = null;
      appendAudit(store, scope, caller, auditEvents.smsDisconnected());
    }),
  ];
}
