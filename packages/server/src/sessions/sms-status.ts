import type { Hono } from 'hono';
import { bodyLimit } from 'hono/body-limit';
import { validateRequest } from 'twilio/lib/webhooks/webhooks.js';
import type { AppDeps } from '../deps';
import { ERROR_MESSAGES, errorBody, HttpError, REFUSALS } from '../http/errors';
import { appendToSession } from './session-store';
import { senderFor } from './sms-sender';

/** Where Twilio reports a session's SMS status (the StatusCallback of the message, send-sms.ts). */
const SMS_STATUS_PATH = '/twilio/sms-status';

/**
 * The StatusCallback URL of a session's SMS: on this server's public origin (PUBLIC_URL), which Twilio must be able
 * to reach over https; none on a plain-http origin (a laptop's localhost), where no callback could arrive.
 */
export function smsStatusCallbackUrl(publicUrl: string, sessionId: string): string | undefined {
  if (!publicUrl.startsWith('https://')) return undefined;
  return `${publicUrl.replace(/\/$/, '')}${SMS_STATUS_PATH}/${encodeURIComponent(sessionId)}`;
}

/**
 * The events a message's final status becomes (Twilio's MessageStatus values,
 * https://www.twilio.com/docs/messaging/api/message-resource#message-status-values); queued, sending and sent are
 * steps on the way and add nothing.
 */
const FINAL_STATUS_EVENTS: Record<string, 'sms.delivered' | 'sms.failed'> = {
  delivered: 'sms.delivered',
  undelivered: 'sms.failed',
  failed: 'sms.failed',
};

/**
 * POST /twilio/sms-status/{sessionId}: Twilio's status callback for a session's SMS (a form body). The request must
 * carry X-Twilio-Signature made with the auth token of the Twilio that sent it (the account's own, else the shared
 * number's), over the exact URL the message named: checked by the `twilio` package's validateRequest. A final
 * status appends `sms.delivered` or `sms.failed` (with Twilio's error code) to the session's timeline once, whatever
 * the session's status: Twilio retries callbacks, and the customer may finish before the carrier reports.
 */
export function mountSmsStatus(app: Hono, deps: AppDeps): void {
  app.use(
    `${SMS_STATUS_PATH}/*`,
    bodyLimit({
      maxSize: 16 * 1024,
      onError: (c) => c.json(errorBody(413, 'PAYLOAD_TOO_LARGE', ERROR_MESSAGES.PAYLOAD_TOO_LARGE), 413),
    }),
  );
  app.post(`${SMS_STATUS_PATH}/:sessionId`, async (c) => {
    const sessionId = c.req.param('sessionId');
    const url = smsStatusCallbackUrl(deps.config.publicUrl, sessionId);
    const session = await deps.db
      .selectFrom('app_sessions')
      .select('account_id')
      .where('id', '=', sessionId)
      .executeTakeFirst();
    if (!url || !session) throw new HttpError('NOT_FOUND', REFUSALS.sessionNotFound);
    const form = Object.fromEntries(new URLSearchParams(await c.req.text()));
    const sender = await senderFor(deps, session.account_id);
    const signature = c.req.header('x-twilio-signature') ?? '';
    if (!sender || !validateRequest(sender.authToken, signature, url, form)) {
      throw new HttpError('FORBIDDEN', REFUSALS.twilioSignatureInvalid);
    }
    const type = FINAL_STATUS_EVENTS[form.MessageStatus ?? ''];
    if (type) {
      const detail = type === 'sms.failed' && form.ErrorCode ? `Twilio error ${form.ErrorCode}` : null;
      await deps.db
        .transaction()
        .execute((tx) =>
          appendToSession(
            tx,
            { id: sessionId, once: true },
            { type, detail },
            deps.clock.now(),
            deps.secrets,
          ),
        );
    }
    return c.body(null, 204);
  });
}
