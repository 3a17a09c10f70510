import type { SecretBox } from '../crypto/secret-box';
import { SECRET_PLACES } from '../crypto/secret-places';
import type { Queryable } from '../db/schema';
import { enqueue } from '../jobs/runner';
import { webhooksEventSink } from '../webhooks/webhooks-sink';
import type { AppSession, SessionEvent } from '@console/api-client';

/** One event as appended: the session after it, and what the sinks need to know. */
export interface AppendedEvent {
  accountId: string;
  session: AppSession;
  event: SessionEvent & { seq: number };
  /** Values that must not be stored in the clear, for the sinks of session.created (the OTP code). */
  secrets?: { code?: string };
}

/** What a sink may use besides the transaction. */
export interface SinkContext {
  secrets: SecretBox;
  now: Date;
}

/**
 * A sink is called with each appended event inside the transaction that appends it (session-store.ts appendEvent),
 * and only enqueues jobs (jobs/runner.ts): the work happens after the commit, retried, and a rollback takes the job
 * back with the event. A sink that appends events itself must skip its own types (no loops).
 */
export type EventSink = (tx: Queryable, appended: AppendedEvent, context: SinkContext) => Promise<void>;

/** The job that sends a session's SMS (sessions/send-sms.ts). */
export const SEND_SMS_JOB = 'sms.send';
/** The job that forwards one log line to one Logging destination (sessions/forward-log.ts). */
export const FORWARD_LOG_JOB = 'log.forward';

export interface SendSmsPayload {
  sessionId: string;
  /** Document signature's reminder (apps.md §3.3): sent only while the request is pending and its link unopened. */
  reminder?: true;
  /** The OTP code, sealed for this session (SECRET_PLACES.otpCode); opened only to send it. */
  sealedCode?: string;
}

export interface ForwardLogPayload {
  accountId: string;
  destination: string;
  line: LogLine;
}

/** The JSON line each event becomes at the Logging destination (apps.md §5 (3)): the phone's last 4 only. */
export interface LogLine {
  timestamp: string;
  accountId: string;
  app: string;
  sessionId: string;
  event: string;
  status: string;
  customerRef: string;
  phoneLast4: string;
}

/** session.created sends the SMS (the account's Twilio or the shared number, see send-sms.ts). */
export const smsSink: EventSink = async (tx, { session, event, accountId, secrets }, context) => {
  if (event.type !== 'session.created') return;
  const payload: SendSmsPayload = { sessionId: session.id };
  if (secrets?.code) {
    payload.sealedCode = context.secrets.seal(secrets.code, SECRET_PLACES.otpCode(accountId, session.id));
  }
  await enqueue(tx, SEND_SMS_JOB, payload, context.now);
};

/** Every event goes to each Logging destination the account connected, one job per destination. */
export const loggingSink: EventSink = async (tx, { session, event, accountId }, context) => {
  const destinations = await tx
    .selectFrom('logging_destinations')
    .select('destination')
    .where('account_id', '=', accountId)
    .execute();
  const line: LogLine = {
    timestamp: event.at,
    accountId,
    app: session.app,
    sessionId: session.id,
    event: event.type,
    status: session.status,
    customerRef: session.customerRef,
    phoneLast4: session.phoneNumber.slice(-4),
  };
  for (const { destination } of destinations) {
    const payload: ForwardLogPayload = { accountId, destination, line };
    await enqueue(tx, FORWARD_LOG_JOB, payload, context.now);
  }
};

/** Every sink, in order; another area adds its sink with one line here (webhooks). */
export const EVENT_SINKS: readonly EventSink[] = [smsSink, loggingSink, webhooksEventSink];
