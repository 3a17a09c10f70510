import type { HttpHandler } from 'msw';
import { endpoints } from '../../endpoints';
import { actorOf, withCaller } from '../http/caller';
import { readBody } from '../http/read-body';
import { answer, emptyAnswer } from '../http/respond';
import { route } from '../http/route';
import { appendAudit } from '../store/audit-log';
import type { MockStore } from '../store/types';

/** Twilio SMS. The auth token is write-only: GET answers the account SID and number only. */
export function smsHandlers(store: MockStore): HttpHandler[] {
  const e = endpoints;
  return [
    route(
      e.getSms,
      withCaller(store, () => {
        const twilio = store.integrations.sms;
        return answer(
          e.getSms,
          twilio
            ? {
                provider: 'twilio',
                twilio: { accountSid: twilio.accountSid, phoneNumber: twilio.phoneNumber },
              }
            : { provider: null, twilio: null },
        );
      }),
    ),
    route(
      e.saveSms,
      withCaller(store, async ({ request, caller }) => {
        const body = await readBody(request, e.saveSms.body);
        if (!body.ok) return body.response;
        store.integrations.sms = body.data.twilio;
        appendAudit(store, actorOf(caller), {
          event: 'sms.configured',
          description: 'Twilio has been configured',
        });
        return answer(e.saveSms, { twilio: { accountSid: body.data.twilio.accountSid } });
      }),
    ),
    route(
      e.removeSms,
      withCaller(store, ({ caller }) => {
        store.integrations.sms = null;
        appendAudit(store, actorOf(caller), {
          event: 'sms.removed',
          description: 'Twilio has been disconnected',
        });
        return emptyAnswer(e.removeSms);
      }),
    ),
  ];
}
