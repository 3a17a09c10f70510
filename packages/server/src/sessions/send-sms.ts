import { sql } from 'kysely';
import { initialSubStatus } from '@console/api-client';
import { formatMinorUnits, renderSmsTemplate } from '@console/api-client/rules';
import { generalSettingsOf, smsTemplateOf } from '../app-settings/stored-settings';
import { SECRET_PLACES } from '../crypto/secret-places';
import type { AppDeps } from '../deps';
import type { JobHandler } from '../jobs/runner';
import { OutboundError } from '../outbound/outbound';
import type { SendSmsPayload } from './event-sinks';
import type { EventInput, SessionRow } from './session-store';
import { appendToSession } from './session-store';
import { senderFor } from './sms-sender';
import { smsStatusCallbackUrl } from './sms-status';

/** Twilio's error for a recipient who replied STOP (https://www.twilio.com/docs/api/errors/21610). */
const TWILIO_UNSUBSCRIBED = 21610;

/**
 * The text a session sends: the app's saved SMS content (Settings › SMS Content, else the default of apps.md §2.6)
 * rendered with renderSmsTemplate, the rule the console's preview uses, and the session's values: the app's display
 * name (Settings › General) as {companyName}, the agent, the link, the OTP code and its minutes, the amount. Documents
 * and forms have no names stored yet (their catalogues come with those apps' pages), so {documentName} and
 * {formName} read "document" and "form".
 */
async function messageFor(deps: AppDeps, row: SessionRow, code: string | undefined): Promise<string> {
  const [{ displayName }, { template }] = await Promise.all([
    generalSettingsOf(deps.db, row.account_id, row.app),
    smsTemplateOf(deps.db, row.account_id, row.app),
  ]);
  const { amount, currency } = row.details as { amount?: unknown; currency?: unknown };
  const minutes = Math.round((row.expires_at.getTime() - row.created_at.getTime()) / 60_000);
  return renderSmsTemplate(template, {
    companyName: displayName,
    agentName: row.agent_name,
    link: `${deps.config.sessionLinkBase}/${row.session_ref}`,
    code: code ?? '',
    minutes: String(minutes),
    documentName: 'document',
    formName: 'form',
    ...(typeof amount === 'number' && typeof currency === 'string'
      ? { amount: formatMinorUnits(amount, currency) }
      : {}),
  });
}

/** Appends an event to the session in its own transaction; `credit` also uses one of the app's credits. */
async function record(deps: AppDeps, sessionId: string, event: EventInput, credit = false) {
  await deps.db.transaction().execute(async (tx) => {
    const row = await appendToSession(tx, { id: sessionId }, event, deps.clock.now(), deps.secrets);
    // A credit is used when the SMS goes out (apps.md §6), whatever the session's end.
    if (row && credit) {
      await tx
        .updateTable('billing')
        .set({ credits: sql<number>`credits + 1` })
        .where('account_id', '=', row.account_id)
        .where('app', '=', row.app)
        .execute();
    }
  });
}

/**
 * The `sms.send` job of a new session (event-sinks.ts smsSink): Twilio's Messages API
 * (`POST {TWILIO_API_BASE}/2010-04-01/Accounts/{Sid}/Messages.json`, basic auth with the SID and auth token, a form
 * body of To, From, Body and the StatusCallback of sessions/sms-status.ts) through the outbound guard. 2xx: `sms.sent`
 * and one credit. Twilio's 21610 (unsubscribed): `sms.blocked`, and the number is refused from then on (422
 * SMS_BLOCKED). Another 4xx: `sms.failed` with Twilio's message, not retried. 5xx, 429 and network failures throw, so
 * the runner retries; the last failure records `sms.failed`. A session no longer pending (cancelled, timed out) sends
 * nothing. A reminder (document signature, apps.md §3.3) sends the same text again while the link is unopened and
 * records `sms.reminder_sent`, without a second credit.
 */
export function sendSmsJob(deps: AppDeps): JobHandler {
  async function run(payload: unknown): Promise<undefined> {
    const { sessionId, sealedCode, reminder } = payload as SendSmsPayload;
    const row = await deps.db
      .selectFrom('app_sessions')
      .selectAll()
      .where('id', '=', sessionId)
      .executeTakeFirst();
    if (!row || row.status !== 'pending') return;
    // The customer opened the link (sub-status viewed): no reminder.
    if (reminder && row.sub_status !== initialSubStatus(row.app)) return;
    const sender = await senderFor(deps, row.account_id);
    if (!sender) {
      await record(deps, sessionId, { type: 'sms.failed', detail: 'No SMS provider is configured' });
      return;
    }
    const code = sealedCode && deps.secrets.open(sealedCode, SECRET_PLACES.otpCode(row.account_id, row.id));
    const form = new URLSearchParams({
      To: row.phone_number,
      From: sender.from,
      Body: await messageFor(deps, row, code),
    });
    // Twilio reports the message's end (delivered, undelivered) there: sms.delivered on the timeline.
    const statusCallback = smsStatusCallbackUrl(deps.config.publicUrl, row.id);
    if (statusCallback) form.set('StatusCallback', statusCallback);
    const answer = await deps.outbound.request({
      url: `${deps.config.twilioApiBase}/2010-04-01/Accounts/${encodeURIComponent(sender.accountSid)}/Messages.json`,
      method: 'POST',
      headers: {
        authorization: `Basic ${Buffer.from(`${sender.accountSid}:${sender.authToken}`).toString('base64')}`,
        'content-type': 'application/x-www-form-urlencoded',
        accept: 'application/json',
      },
      body: form.toString(),
    });
    if (answer.status >= 200 && answer.status < 300) {
      const { sid } = JSON.parse(answer.body) as { sid?: string };
      // The session's one credit goes with its first SMS; the reminder is part of the same request.
      if (reminder) await record(deps, sessionId, { type: 'sms.reminder_sent', detail: sid ?? null });
      else await record(deps, sessionId, { type: 'sms.sent', detail: sid ?? null }, true);
      return;
    }
    if (answer.status === 429 || answer.status >= 500) throw new Error(`Twilio answered ${answer.status}`);
    let error: { code?: number; message?: string } = {};
    try {
      error = JSON.parse(answer.body) as typeof error;
    } catch {
      // Not JSON: the status alone says it.
    }
    if (error.code === TWILIO_UNSUBSCRIBED) {
      await deps.db
        .insertInto('sms_blocked_numbers')
        .values({ account_id: row.account_id, phone_number: row.phone_number, blocked_at: deps.clock.now() })
        .onConflict((oc) => oc.columns(['account_id', 'phone_number']).doNothing())
        .execute();
      await record(deps, sessionId, { type: 'sms.blocked', detail: error.message ?? null });
      return;
    }
    await record(deps, sessionId, {
      type: 'sms.failed',
      detail: error.message ?? `Twilio answered ${answer.status}`,
    });
  }
  return {
    run,
    async giveUp(payload, error) {
      const { sessionId } = payload as SendSmsPayload;
      const detail = error instanceof OutboundError || error instanceof Error ? error.message : 'Failed';
      await record(deps, sessionId, { type: 'sms.failed', detail });
    },
  };
}
