import { createHash } from 'node:crypto';
import type { Context, Hono } from 'hono';
import { bodyLimit } from 'hono/body-limit';
import type { z } from 'zod';
import {
  checkOtpBodySchema,
  createSessionBodySchema,
  IDEMPOTENCY_KEY_TTL_MS,
  publicEnrollmentQuerySchema,
} from '@console/api-client';
import { describeIssues, fieldErrors } from '@console/api-client/rules';
import type { AppDeps } from '../deps';
import { ERROR_MESSAGES, errorBody, HttpError, REFUSALS } from '../http/errors';
import { clientAddress } from '../http/rate-limit';
import { readJson } from '../http/route';
import { customerEnrollments, toEnrollment } from '../passkeys/enrollment-queries';
import { paymentSettingsDetails } from '../products/session-amount';
import { productDetails } from '../products/session-products';
import { documentDetails } from '../documents/session-documents';
import { cancelSession, checkOtpCode, createSession } from '../sessions/create-session';
import { sessionDetails } from '../sessions/session-data';
import { findSession, sessionWithEvents, toAppSession } from '../sessions/session-store';

/** Requests per window to one /v1 route for one account (the agent app polls GET every 2 s per open session). */
export const V1_PER_ACCOUNT_DEFAULT = 600;
const IDEMPOTENCY_KEY_MAX = 255;

type Issue = { path: readonly PropertyKey[]; message: string };

/** 400 VALIDATION_ERROR with the field errors (apps.md §0: `errors:[{field,message}]`). */
const invalidBody = (issues: readonly Issue[]) =>
  new HttpError('VALIDATION_ERROR', describeIssues(issues), {}, fieldErrors(issues));

function parse<S extends z.ZodType>(schema: S, value: unknown): z.output<S> {
  const result = schema.safeParse(value);
  if (!result.success) throw invalidBody(result.error.issues);
  return result.data;
}

/**
 * A payment's details (apps.md §3.5): catalog products' sum and line items, or a custom amount within Payments ›
 * General; with the statement descriptor it is charged under.
 */
async function paymentDetails(deps: AppDeps, accountId: string, data: Record<string, unknown>) {
  const { productIds, amount, currency } = data;
  if (Array.isArray(productIds)) {
    const products = await productDetails(deps.db, accountId, productIds as string[]);
    return { ...products, ...(await paymentSettingsDetails(deps.db, accountId, null)) };
  }
  const custom = { amount: amount as number, currency: currency as string | undefined };
  return { ...data, ...(await paymentSettingsDetails(deps.db, accountId, custom)) };
}

/** JSON with object keys sorted, so the same body hashes alike whatever its key order. */
function canonical(value: unknown): string {
  if (Array.isArray(value)) return `[${value.map(canonical).join(',')}]`;
  if (value !== null && typeof value === 'object') {
    const entries = Object.entries(value).sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
    return `{${entries.map(([key, item]) => `${JSON.stringify(key)}:${canonical(item)}`).join(',')}}`;
  }
  return JSON.stringify(value);
}

const sha256 = (text: string) => createHash('sha256').update(text).digest('hex');

/**
 * The caller's account from `Authorization: Bearer {secretKey}` (Settings › Developers), found by the key's SHA-256
 * (accounts.secret_key_hash). A missing or unknown key is 401 and counts against the client address (RATE_LIMIT_*
 * per address, like the other public routes), so keys cannot be guessed at speed; a known key counts against its
 * account (RATE_LIMIT_V1_PER_ACCOUNT per route and window, default 600).
 */
async function authenticate(deps: AppDeps, c: Context, route: string): Promise<string> {
  const match = /^Bearer\s+(\S+)$/i.exec(c.req.header('authorization') ?? '');
  const key = match?.[1];
  const account = key
    ? await deps.db
        .selectFrom('accounts')
        .select('id')
        .where('secret_key_hash', '=', sha256(key))
        .executeTakeFirst()
    : undefined;
  if (!account) {
    const address = clientAddress(c, deps.config.trustProxy);
    await deps.rateLimiter.hit(`v1|address:${address}`, deps.config.rateLimit.perAddress);
    throw new HttpError('UNAUTHENTICATED', key ? REFUSALS.invalidSecretKey : REFUSALS.missingSecretKey);
  }
  await deps.rateLimiter.hit(
    `v1.${route}|account:${account.id}`,
    deps.config.rateLimit.v1PerAccount ?? V1_PER_ACCOUNT_DEFAULT,
  );
  return account.id;
}

/** The first answer of this key, if it was used; a key used with another body is 409 IDEMPOTENCY_CONFLICT. */
async function replay(deps: AppDeps, accountId: string, key: string, bodyHash: string) {
  const row = await deps.db
    .selectFrom('idempotency_keys')
    .select(['body_hash', 'status', 'answer', 'created_at'])
    .where('account_id', '=', accountId)
    .where('key', '=', key)
    .executeTakeFirst();
  if (!row) return undefined;
  if (row.created_at.getTime() < deps.clock.now().getTime() - IDEMPOTENCY_KEY_TTL_MS) {
    await deps.db
      .deleteFrom('idempotency_keys')
      .where('account_id', '=', accountId)
      .where('key', '=', key)
      .execute();
    return undefined;
  }
  if (row.body_hash !== bodyHash) throw new HttpError('IDEMPOTENCY_CONFLICT');
  return { status: row.status, answer: row.answer };
}

/**
 * The public API (apps.md §5) under /v1, outside /api: the agent application's calls with the account's secret key.
 * Errors are the project's body `{statusCode, error, message}` (plus `errors[]` for 400 VALIDATION_ERROR), answered
 * by the app's error handler. Idempotency-Key (POST /v1/sessions): the first 201 answer is kept for
 * IDEMPOTENCY_KEY_TTL_MS and replayed for the same body; another body is 409.
 */
export function mountPublicApi(app: Hono, deps: AppDeps): void {
  app.use(
    '/v1/*',
    bodyLimit({
      maxSize: 64 * 1024,
      onError: (c) => c.json(errorBody(413, 'PAYLOAD_TOO_LARGE', ERROR_MESSAGES.PAYLOAD_TOO_LARGE), 413),
    }),
  );

  app.post('/v1/sessions', async (c) => {
    const accountId = await authenticate(deps, c, 'createSession');
    const json = await readJson(c, 'VALIDATION_ERROR');
    const key = c.req.header('idempotency-key');
    if (key !== undefined && (key.length === 0 || key.length > IDEMPOTENCY_KEY_MAX)) {
      throw new HttpError('VALIDATION_ERROR', REFUSALS.idempotencyKeyTooLong);
    }
    const bodyHash = sha256(canonical(json ?? null));
    if (key) {
      const earlier = await replay(deps, accountId, key, bodyHash);
      if (earlier) return c.json(earlier.answer as object, earlier.status as 201);
    }
    const body = parse(createSessionBodySchema, json);
    const checked = sessionDetails(body.app, body.data);
    if (!checked.ok) throw invalidBody(checked.issues);
    const details =
      body.app === 'payments' ? await paymentDetails(deps, accountId, checked.details) : checked.details;
    // Document signature: the session records the document's current version (apps.md §3.3).
    if (body.app === 'document-signature' && typeof checked.details.documentId === 'string') {
      Object.assign(details, await documentDetails(deps.db, accountId, checked.details.documentId));
    }
    const answer = await createSession(deps, accountId, body, details);
    if (key) {
      const kept = await deps.db
        .insertInto('idempotency_keys')
        .values({
          account_id: accountId,
          key,
          body_hash: bodyHash,
          status: 201,
          answer: JSON.stringify(answer),
          created_at: deps.clock.now(),
        })
        .onConflict((oc) => oc.columns(['account_id', 'key']).doNothing())
        .returning('key')
        .executeTakeFirst();
      // Another request with this key won the race: answer what it answered (or 409 for another body).
      if (!kept) {
        const earlier = await replay(deps, accountId, key, bodyHash);
        if (earlier) return c.json(earlier.answer as object, earlier.status as 201);
      }
    }
    return c.json(answer, 201);
  });

  app.get('/v1/sessions/:id', async (c) => {
    const accountId = await authenticate(deps, c, 'getSession');
    const row = await findSession(deps.db, c.req.param('id'), accountId);
    if (!row) throw new HttpError('NOT_FOUND', REFUSALS.sessionNotFound);
    return c.json(await sessionWithEvents(deps.db, row));
  });

  app.post('/v1/sessions/:id/cancel', async (c) => {
    const accountId = await authenticate(deps, c, 'cancelSession');
    return c.json(toAppSession(await cancelSession(deps, accountId, c.req.param('id'))));
  });

  app.post('/v1/sessions/:id/check', async (c) => {
    const accountId = await authenticate(deps, c, 'checkCode');
    const { code } = parse(checkOtpBodySchema, await readJson(c, 'VALIDATION_ERROR'));
    return c.json(await checkOtpCode(deps, accountId, c.req.param('id'), code));
  });

  /** Whether a customer has a passkey (the agent app asks before choosing enroll or authenticate): the active ones. */
  app.get('/v1/passkeys/enrollments', async (c) => {
    const accountId = await authenticate(deps, c, 'listEnrollments');
    const { customerRef } = parse(publicEnrollmentQuerySchema, { customerRef: c.req.query('customerRef') });
    const rows = await customerEnrollments(deps.db, accountId, customerRef, { active: true });
    return c.json(rows.map(toEnrollment));
  });
}
