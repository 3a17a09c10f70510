import { randomBytes, randomUUID } from 'node:crypto';
import type { AppId, WebhookDelivery, WebhookEndpoint } from '@console/api-client';
import {
  checkWebhookEvents,
  MAX_WEBHOOK_ENDPOINTS,
  WEBHOOK_DELIVERY_PAGE_SIZE,
  WEBHOOK_DELIVERY_RETENTION_DAYS,
  WEBHOOK_MESSAGES,
  unknownWebhookEventMessage,
  webhookEvents,
} from '@console/api-client';
import {
  auditEvents,
  conflict,
  invalid,
  invalidField,
  notFound,
  REFUSALS,
  testEventSession,
  webhookEventBody,
} from '@console/api-client/rules';
import type { Selectable } from 'kysely';
import { recordAudit } from '../audit/record-audit';
import type { Queryable, WebhookDeliveriesTable, WebhookEndpointsTable } from '../db/schema';
import { route } from '../http/route';
import type { Outbound } from '../outbound/outbound';
import { OutboundError } from '../outbound/outbound';
import { queueRetry } from '../webhooks/deliveries';
import { sendSigned } from '../webhooks/send-signed';
import { readSigningSecrets, rotateSigningSecret } from '../webhooks/signing-secret';
import { newDeliveryId, newEventId } from '../webhooks/webhooks-sink';
import { appParam } from './app-param';

type EndpointRow = Selectable<WebhookEndpointsTable>;
type DeliveryRow = Selectable<WebhookDeliveriesTable>;

function deliveryView(row: DeliveryRow): WebhookDelivery {
  return {
    id: row.id,
    endpointId: row.endpoint_id,
    eventId: row.event_id,
    event: row.event_type,
    sessionId: row.session_id,
    at: row.created_at.toISOString(),
    status: row.status,
    statusCode: row.last_status_code,
    attempts: row.attempts,
    nextRetryAt: row.status === 'pending' ? (row.next_attempt_at?.toISOString() ?? null) : null,
    requestBody: row.request_body,
    responseExcerpt: row.response_excerpt,
    durationMs: row.duration_ms,
    error: row.error,
  };
}

/** The endpoints of one app with the latest attempt of each (the list's "Last delivery"). */
async function endpointViews(
  db: Queryable,
  accountId: string,
  app: AppId,
  id?: string,
): Promise<WebhookEndpoint[]> {
  let query = db
    .selectFrom('webhook_endpoints')
    .selectAll()
    .where('account_id', '=', accountId)
    .where('app', '=', app)
    .orderBy('created_at')
    .orderBy('id');
  if (id !== undefined) query = query.where('id', '=', id);
  const rows = await query.execute();
  const last =
    rows.length === 0
      ? []
      : await db
          .selectFrom('webhook_deliveries')
          .distinctOn('endpoint_id')
          .select(['endpoint_id', 'last_attempt_at', 'last_status_code', 'status'])
          .where(
            'endpoint_id',
            'in',
            rows.map((row) => row.id),
          )
          .where('last_attempt_at', 'is not', null)
          .orderBy('endpoint_id')
          .orderBy('last_attempt_at', 'desc')
          .execute();
  const byEndpoint = new Map(last.map((row) => [row.endpoint_id, row]));
  return rows.map((row: EndpointRow) => {
    const latest = byEndpoint.get(row.id);
    return {
      id: row.id,
      url: row.url,
      description: row.description,
      events: row.events,
      status: row.status,
      createdAt: row.created_at.toISOString(),
      lastDelivery: latest?.last_attempt_at
        ? {
            at: latest.last_attempt_at.toISOString(),
            statusCode: latest.last_status_code,
            succeeded: latest.status === 'succeeded',
          }
        : null,
    };
  });
}

async function endpointOrNotFound(db: Queryable, accountId: string, app: AppId, id: string | undefined) {
  const row = await db
    .selectFrom('webhook_endpoints')
    .selectAll()
    .where('account_id', '=', accountId)
    .where('app', '=', app)
    .where('id', '=', id ?? '')
    .executeTakeFirst();
  if (!row) throw notFound(REFUSALS.webhookEndpointNotFound);
  return row;
}

/**
 * The events the app offers, and a URL whose every address is public: resolved through the outbound guard's address
 * policy now (the guard checks again at each send, as DNS may change), so "URL must be publicly reachable".
 */
async function checkEndpoint(outbound: Outbound, app: AppId, body: { url: string; events: string[] }) {
  const unknown = checkWebhookEvents(app, body.events);
  if (unknown) throw invalidField('events', unknown);
  try {
    await outbound.check(body.url);
  } catch (error) {
    if (!(error instanceof OutboundError)) throw error;
    throw invalidField('url', WEBHOOK_MESSAGES.urlPublic);
  }
}

export const webhookRoutes = [
  route('listWebhookEndpoints', async ({ session, params, deps: { db, config } }) => {
    const app = appParam(params.app, session, config);
    return endpointViews(db, session.accountId, app);
  }),

  /** At most 5 per app (400 "You can add up to 5 endpoints", as the mocks), counted under the account's lock. */
  route('addWebhookEndpoint', async ({ session, params, body, deps: { db, clock, outbound, config } }) => {
    const app = appParam(params.app, session, config);
    await checkEndpoint(outbound, app, body);
    const id = `whe_${randomUUID().replaceAll('-', '')}`;
    await db.transaction().execute(async (tx) => {
      await tx.selectFrom('accounts').select('id').where('id', '=', session.accountId).forUpdate().execute();
      const { count } = await tx
        .selectFrom('webhook_endpoints')
        .select((eb) => eb.fn.countAll<string>().as('count'))
        .where('account_id', '=', session.accountId)
        .where('app', '=', app)
        .executeTakeFirstOrThrow();
      if (Number(count) >= MAX_WEBHOOK_ENDPOINTS) throw invalid(WEBHOOK_MESSAGES.tooMany);
      const now = clock.now();
      await tx
        .insertInto('webhook_endpoints')
        .values({
          id,
          account_id: session.accountId,
          app,
          url: body.url,
          description: body.description,
          events: JSON.stringify(body.events),
          status: 'enabled',
          created_at: now,
          failing_since: null,
        })
        .execute();
      await recordAudit(tx, now, session.accountId, session, auditEvents.webhookEndpointAdded(app, body.url));
    });
    const [view] = await endpointViews(db, session.accountId, app, id);
    return view as WebhookEndpoint;
  }),

  /** Edit, Disable and Enable; enabling an auto-disabled endpoint starts its count of failures again. */
  route('updateWebhookEndpoint', async ({ session, params, body, deps: { db, clock, outbound, config } }) => {
    const app = appParam(params.app, session, config);
    const current = await endpointOrNotFound(db, session.accountId, app, params.id);
    await checkEndpoint(outbound, app, body);
    const status = body.status ?? current.status;
    const changed =
      body.url !== current.url ||
      body.description !== current.description ||
      JSON.stringify(body.events) !== JSON.stringify(current.events);
    const now = clock.now();
    await db.transaction().execute(async (tx) => {
      await tx
        .updateTable('webhook_endpoints')
        .set({
          url: body.url,
          description: body.description,
          events: JSON.stringify(body.events),
          status,
          ...(status === 'enabled' && current.status !== 'enabled' ? { failing_since: null } : {}),
        })
        .where('id', '=', current.id)
        .execute();
      const entry =
        status === current.status || changed
          ? auditEvents.webhookEndpointUpdated(app, body.url)
          : status === 'enabled'
            ? auditEvents.webhookEndpointEnabled(app, body.url)
            : auditEvents.webhookEndpointDisabled(app, body.url);
      await recordAudit(tx, now, session.accountId, session, entry);
    });
    const [view] = await endpointViews(db, session.accountId, app, current.id);
    return view as WebhookEndpoint;
  }),

  /** Its deliveries go with it. */
  route('deleteWebhookEndpoint', async ({ session, params, deps: { db, clock, config } }) => {
    const app = appParam(params.app, session, config);
    const current = await endpointOrNotFound(db, session.accountId, app, params.id);
    await db.transaction().execute(async (tx) => {
      await tx.deleteFrom('webhook_endpoints').where('id', '=', current.id).execute();
      await recordAudit(
        tx,
        clock.now(),
        session.accountId,
        session,
        auditEvents.webhookEndpointDeleted(app, current.url),
      );
    });
  }),

  /**
   * "Send test event": a real, signed POST of the picked event about an example session, through the outbound guard,
   * answered as the endpoint answered it. It is listed among the deliveries (no retries: the admin is watching).
   */
  route(
    'sendWebhookTest',
    async ({ session, params, body, deps: { db, clock, outbound, secrets, config } }) => {
      const app = appParam(params.app, session, config);
      const endpoint = await endpointOrNotFound(db, session.accountId, app, params.id);
      if (!webhookEvents(app).includes(body.event))
        throw invalidField('event', unknownWebhookEventMessage(body.event));
      const now = clock.now();
      const id = newEventId();
      const testSession = testEventSession(
        app,
        body.event,
        now,
        `ses_test_${randomBytes(8).toString('hex')}`,
      );
      const requestBody = webhookEventBody({
        id,
        type: body.event,
        app,
        at: now,
        data: { session: testSession },
      });
      const live = await readSigningSecrets(db, secrets, session.accountId, now);
      const result = await sendSigned(outbound, {
        url: endpoint.url,
        body: requestBody,
        eventId: id,
        secrets: live.previous ? [live.current, live.previous] : [live.current],
        at: now,
      });
      await db.transaction().execute(async (tx) => {
        const deliveryId = newDeliveryId();
        await tx
          .insertInto('webhook_deliveries')
          .values({
            id: deliveryId,
            account_id: session.accountId,
            endpoint_id: endpoint.id,
            app,
            event_id: id,
            event_type: body.event,
            session_id: null,
            request_body: requestBody,
            status: result.delivered ? 'succeeded' : 'failed',
            attempts: 1,
            next_attempt_at: null,
            last_attempt_at: now,
            last_status_code: result.statusCode,
            response_excerpt: result.responseExcerpt,
            duration_ms: result.durationMs,
            error: result.error,
            created_at: now,
          })
          .execute();
        await tx
          .insertInto('webhook_attempts')
          .values({
            delivery_id: deliveryId,
            attempt: 1,
            at: now,
            status_code: result.statusCode,
            duration_ms: result.durationMs,
            error: result.error,
          })
          .execute();
      });
      return {
        statusCode: result.statusCode,
        durationMs: result.durationMs,
        ...(result.error === null ? {} : { error: result.error }),
      };
    },
  ),

  /** The last 30 days, newest first, 25 a page like the audit log (x-count, x-last-key). */
  route('listWebhookDeliveries', async ({ c, session, params, query, deps: { db, clock, config } }) => {
    const app = appParam(params.app, session, config);
    const endpoint = await endpointOrNotFound(db, session.accountId, app, params.id);
    const since = new Date(clock.now().getTime() - WEBHOOK_DELIVERY_RETENTION_DAYS * 86_400_000);
    let base = db
      .selectFrom('webhook_deliveries')
      .where('endpoint_id', '=', endpoint.id)
      .where('created_at', '>=', since);
    if (query.status !== 'all') base = base.where('status', '=', query.status);
    // x-last-key is the last row's delivery id, as the mocks answer it; an id not in this list is 400.
    let rowsQuery = base
      .selectAll()
      .orderBy('seq', 'desc')
      .limit(WEBHOOK_DELIVERY_PAGE_SIZE + 1);
    if (query.lastKey) {
      const after = await base.select('seq').where('id', '=', query.lastKey).executeTakeFirst();
      if (!after) throw invalid(REFUSALS.unknownCursor);
      rowsQuery = rowsQuery.where('seq', '<', after.seq);
    }
    const [rows, total] = await Promise.all([
      rowsQuery.execute(),
      base.select((eb) => eb.fn.countAll<string>().as('count')).executeTakeFirstOrThrow(),
    ]);
    const page = rows.slice(0, WEBHOOK_DELIVERY_PAGE_SIZE);
    c.header('x-count', total.count);
    const last = page.at(-1);
    if (rows.length > WEBHOOK_DELIVERY_PAGE_SIZE && last) c.header('x-last-key', last.id);
    return page.map(deliveryView);
  }),

  /** "Retry" on a failed delivery: one more attempt, due now (the poller sends it). */
  route('retryWebhookDelivery', async ({ session, params, deps: { db, clock, config } }) => {
    const app = appParam(params.app, session, config);
    const id = params.id ?? '';
    return db.transaction().execute(async (tx) => {
      const now = clock.now();
      const outcome = await queueRetry(tx, session.accountId, app, id, now);
      if (outcome === 'not-found') throw notFound(REFUSALS.webhookDeliveryNotFound);
      if (outcome === 'not-failed') throw conflict(REFUSALS.webhookDeliveryNotFailed);
      const row = await tx
        .selectFrom('webhook_deliveries')
        .innerJoin('webhook_endpoints', 'webhook_endpoints.id', 'webhook_deliveries.endpoint_id')
        .selectAll('webhook_deliveries')
        .select('webhook_endpoints.url')
        .where('webhook_deliveries.id', '=', id)
        .executeTakeFirstOrThrow();
      await recordAudit(
        tx,
        now,
        session.accountId,
        session,
        auditEvents.webhookDeliveryRetried(app, row.url),
      );
      return deliveryView(row);
    });
  }),

  /** The current secret, revealed: audited ("Signing secret revealed"). */
  route('getWebhookSecret', async ({ session, deps: { db, clock, secrets } }) => {
    const now = clock.now();
    return db.transaction().execute(async (tx) => {
      const { current, previousExpiresAt } = await readSigningSecrets(tx, secrets, session.accountId, now);
      await recordAudit(tx, now, session.accountId, session, auditEvents.signingSecretRevealed());
      return { secret: current, previousExpiresAt: previousExpiresAt?.toISOString() ?? null };
    });
  }),

  /** A new secret; the old one keeps signing beside it for 24 hours. */
  route('rotateWebhookSecret', async ({ session, deps: { db, clock, secrets } }) => {
    const now = clock.now();
    return db.transaction().execute(async (tx) => {
      const { secret, previousExpiresAt } = await rotateSigningSecret(tx, secrets, session.accountId, now);
      await recordAudit(tx, now, session.accountId, session, auditEvents.signingSecretRotated());
      return { secret, previousExpiresAt: previousExpiresAt.toISOString() };
    });
  }),
];
