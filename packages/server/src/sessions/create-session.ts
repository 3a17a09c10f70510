import { createHash, randomBytes, randomInt, randomUUID, timingSafeEqual } from 'node:crypto';
import type { AppSession, CreateSessionResponse } from '@console/api-client';
import {
  billingPeriod,
  documentSignatureSettingsOf,
  initialSubStatus,
  otpDetailsSchema,
  otpSettingsOf,
  SIGNATURE_REMINDER_MINUTES,
} from '@console/api-client';
import type { createSessionBodySchema } from '@console/api-client';
import type { Insertable } from 'kysely';
import type { z } from 'zod';
import type { AppSessionsTable } from '../db/schema';
import { generalSettingsOf } from '../app-settings/stored-settings';
import { enqueue } from '../jobs/runner';
import { SEND_SMS_JOB, type SendSmsPayload } from './event-sinks';
import type { AppDeps } from '../deps';
import { conflict, HttpError } from '../http/errors';
import { REFUSALS } from '../http/errors';
import type { PaymentLineItem } from '../products/session-products';
import { markProductsUsed } from '../products/session-products';
import type { OtpBlock } from './otp-guard';
import { otpSendBlock } from './otp-guard';
import type { EventInput, SessionRow } from './session-store';
import { appendEvent, appendToSession, insertSession, lockSession, toAppSession } from './session-store';

const BASE62 = '0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz';
const base62 = (length: number) => Array.from(randomBytes(length), (byte) => BASE62[byte % 62]).join('');

const codeHash = (sessionId: string, code: string) =>
  createHash('sha256').update(`${sessionId}:${code}`).digest('hex');

type CreateBody = z.output<typeof createSessionBodySchema>;

/**
 * Whether the account may send a session of this app now: an app never started, or cancelled before the current
 * billing period (a cancelled subscription sends until its period ends, apps.md §2.4), is 403 APP_INACTIVE;
 * a free trial whose credits are all used is 402 CREDITS_EXHAUSTED (apps.md §2.4); a number that unsubscribed is
 * 422 SMS_BLOCKED.
 */
async function checkCanSend(deps: AppDeps, accountId: string, body: CreateBody) {
  const billing = await deps.db
    .selectFrom('billing')
    .select(['status', 'credits', 'free_tier', 'cancelled_at'])
    .where('account_id', '=', accountId)
    .where('app', '=', body.app)
    .executeTakeFirst();
  const now = deps.clock.now();
  const cancelledPeriodOver =
    billing?.status === 'cancelled' &&
    (!billing.cancelled_at || now.toISOString() >= billingPeriod(billing.cancelled_at).periodEnd);
  if (!billing || billing.status === 'inactive' || cancelledPeriodOver) {
    throw new HttpError('APP_INACTIVE');
  }
  if (billing.status === 'free-trial' && billing.credits >= billing.free_tier) {
    throw new HttpError('CREDITS_EXHAUSTED');
  }
  const blocked = await deps.db
    .selectFrom('sms_blocked_numbers')
    .select('phone_number')
    .where('account_id', '=', accountId)
    .where('phone_number', '=', body.phoneNumber)
    .executeTakeFirst();
  if (blocked) throw new HttpError('SMS_BLOCKED');
}

/**
 * Creates a pending session for the account (POST /v1/sessions, after the body and its `data` were checked): the
 * row, its daily count and `session.created`, whose SMS sink sends the text. Other apps answer the customer's link.
 * One-time passcode sessions follow the app's Settings › General (apps.md §3.1): a code of `codeLength` digits,
 * stored as a hash (the code itself travels sealed to the SMS job only), valid `codeLifetimeMinutes` unless the
 * request names its own expiry, `maxAttempts` checks (details {attempts, maxAttempts}). A send the SMS guard blocks
 * (otp-guard.ts) is kept as a failed session (`sms.blocked`, reason `blocked`; no SMS, so no credit) and refused:
 * 422 SMS_BLOCKED, or 429 RATE_LIMITED with Retry-After. Document signature requests keep the scroll rule of
 * Settings › General in their details (the signing page's), and queue the reminder SMS 10 minutes on when it is on
 * (send-sms.ts sends it only while the link is unopened).
 */
export async function createSession(
  deps: AppDeps,
  accountId: string,
  body: CreateBody,
  details: Record<string, unknown>,
): Promise<CreateSessionResponse> {
  await checkCanSend(deps, accountId, body);
  // The app's Settings › General: its link expiry and language unless the request names its own (apps.md §2.5, §5).
  const settings = await generalSettingsOf(deps.db, accountId, body.app);
  const otp = body.app === 'one-time-passcode' ? otpSettingsOf(settings) : undefined;
  const signature = body.app === 'document-signature' ? documentSignatureSettingsOf(settings) : undefined;
  const now = deps.clock.now();
  const id = randomUUID();
  const sessionRef = `ses_${base62(24)}`;
  const code = otp ? String(randomInt(0, 10 ** otp.codeLength)).padStart(otp.codeLength, '0') : undefined;
  const minutes = body.expiresInMinutes ?? otp?.codeLifetimeMinutes ?? settings.linkExpiryMinutes;
  const expiresAt = new Date(now.getTime() + minutes * 60_000);
  const values = {
    id,
    account_id: accountId,
    app: body.app,
    status: 'pending' as const,
    reason: null,
    sub_status: initialSubStatus(body.app),
    session_ref: sessionRef,
    customer_ref: body.customerRef,
    phone_number: body.phoneNumber,
    agent_id: body.agent.id,
    agent_name: body.agent.name,
    locale: body.locale ?? settings.language,
    created_at: now,
    completed_at: null,
    expires_at: expiresAt,
    details: JSON.stringify(
      otp
        ? { ...details, attempts: 0, maxAttempts: otp.maxAttempts }
        : signature
          ? { ...details, requireScrollToEnd: signature.requireScrollToEnd }
          : details,
    ),
    metadata: JSON.stringify(body.metadata ?? {}),
    code_hash: code ? codeHash(id, code) : null,
    attempts_left: otp ? otp.maxAttempts : null,
  };
  const block = otp ? await otpSendBlock(deps.db, accountId, body.phoneNumber, otp, now) : null;
  if (block) {
    await keepBlocked(deps, values, block, now);
    throw block.code === 'RATE_LIMITED'
      ? new HttpError('RATE_LIMITED', REFUSALS.otpRateLimited, {
          'retry-after': String(block.retryAfterSeconds),
        })
      : new HttpError('SMS_BLOCKED');
  }
  await deps.db.transaction().execute(async (tx) => {
    // A payment of catalog products (productDetails): they are in use from now on, or the session is refused.
    if (body.app === 'payments' && Array.isArray(details.lineItems)) {
      await markProductsUsed(tx, accountId, details.lineItems as PaymentLineItem[], now);
    }
    await insertSession(tx, values, { secrets: deps.secrets, now }, code ? { code } : undefined);
    if (signature?.sendReminder) {
      const reminder: SendSmsPayload = { sessionId: id, reminder: true };
      await enqueue(
        tx,
        SEND_SMS_JOB,
        reminder,
        new Date(now.getTime() + SIGNATURE_REMINDER_MINUTES * 60_000),
      );
    }
  });
  return {
    id,
    status: 'pending',
    ...(otp ? {} : { link: `${deps.config.sessionLinkBase}/${sessionRef}` }),
    expiresAt: expiresAt.toISOString(),
  };
}

/**
 * A blocked send, kept so the activity list shows it: the session, `sms.blocked` (why, in its detail) and its end,
 * reason `blocked`. The SMS job its creation queues finds it ended and sends nothing.
 */
async function keepBlocked(deps: AppDeps, values: Insertable<AppSessionsTable>, block: OtpBlock, now: Date) {
  const context = { secrets: deps.secrets, now };
  await deps.db.transaction().execute(async (tx) => {
    const row = await insertSession(tx, { ...values, code_hash: null }, context);
    const blocked = await appendEvent(tx, row, { type: 'sms.blocked', detail: block.detail }, now, context);
    await appendEvent(tx, blocked, { type: 'session.failed', reason: 'blocked' }, now, context);
  });
}

/**
 * A customer's step on a pending session (the customer's pages, and the demo simulator that plays them): one event
 * through the one path that moves sessions; a terminal type (session.succeeded, session.failed) ends it. A session
 * already ended, or unknown, takes no step (undefined).
 */
export async function applyCustomerStep(
  deps: AppDeps,
  sessionId: string,
  step: EventInput,
): Promise<AppSession | undefined> {
  const now = deps.clock.now();
  const row = await deps.db
    .transaction()
    .execute((tx) => appendToSession(tx, { id: sessionId, pendingOnly: true }, step, now, deps.secrets));
  return row && toAppSession(row);
}

/**
 * POST /v1/sessions/{id}/cancel: a pending session ends as failure, reason `cancelled` — a `session.failed` event like
 * any other failure, so webhooks subscribed to it hear of it; an ended one is 409.
 */
export async function cancelSession(
  deps: AppDeps,
  accountId: string,
  sessionId: string,
): Promise<SessionRow> {
  return deps.db.transaction().execute(async (tx) => {
    const row = await lockSession(tx, sessionId, accountId);
    if (!row) throw new HttpError('NOT_FOUND', REFUSALS.sessionNotFound);
    if (row.status !== 'pending') throw conflict(REFUSALS.sessionNotPending);
    const now = deps.clock.now();
    return appendEvent(tx, row, { type: 'session.failed', reason: 'cancelled', detail: 'cancelled' }, now, {
      secrets: deps.secrets,
      now,
    });
  });
}

/**
 * POST /v1/sessions/{id}/check: the customer's code read back by the agent. A match succeeds the session
 * (`otp.verified`, then `session.succeeded`); a miss uses one check (`otp.failed`), and the last miss fails it
 * (`max_attempts`). A session past its expiry times out first. An ended session answers its status unchanged.
 */
export async function checkOtpCode(deps: AppDeps, accountId: string, sessionId: string, code: string) {
  return deps.db.transaction().execute(async (tx) => {
    const row = await lockSession(tx, sessionId, accountId);
    if (!row) throw new HttpError('NOT_FOUND', REFUSALS.sessionNotFound);
    if (row.app !== 'one-time-passcode' || row.code_hash === null) {
      throw new HttpError('VALIDATION_ERROR', REFUSALS.notOtpSession);
    }
    const now = deps.clock.now();
    const context = { secrets: deps.secrets, now };
    const answer = (session: SessionRow) => ({
      status: session.status,
      attemptsLeft: session.attempts_left ?? 0,
    });
    if (row.status !== 'pending') return answer(row);
    if (row.expires_at.getTime() <= now.getTime()) {
      return answer(
        await appendEvent(tx, row, { type: 'session.timed_out', reason: 'expired' }, now, context),
      );
    }
    // Every check counts, the right one included: the activity list's "2 of 3" (details.attempts).
    const checked = otpDetailsSchema.shape.attempts.safeParse(row.details.attempts);
    const attempts = { attempts: (checked.success ? checked.data : 0) + 1 };
    const matches = timingSafeEqual(Buffer.from(codeHash(row.id, code)), Buffer.from(row.code_hash));
    if (matches) {
      const verified = await appendEvent(tx, row, { type: 'otp.verified', details: attempts }, now, context);
      return answer(await appendEvent(tx, verified, { type: 'session.succeeded' }, now, context));
    }
    const attemptsLeft = Math.max(0, (row.attempts_left ?? 0) - 1);
    const counted = await tx
      .updateTable('app_sessions')
      .set({ attempts_left: attemptsLeft })
      .where('id', '=', row.id)
      .returningAll()
      .executeTakeFirstOrThrow();
    const missed = await appendEvent(
      tx,
      counted,
      {
        type: 'otp.failed',
        detail: `${attemptsLeft} ${attemptsLeft === 1 ? 'attempt' : 'attempts'} left`,
        details: attempts,
      },
      now,
      context,
    );
    if (attemptsLeft > 0) return answer(missed);
    return answer(
      await appendEvent(tx, missed, { type: 'session.failed', reason: 'max_attempts' }, now, context),
    );
  });
}
