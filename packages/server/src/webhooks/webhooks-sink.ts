import { randomUUID } from 'node:crypto';
import type { AppId, AppSession } from '@console/api-client';
import { webhookEventBody } from '@console/api-client/rules';
import type { Queryable } from '../db/schema';

/** One session event as it becomes a webhook (apps.md §5, flow step 2). */
export interface WebhookSourceEvent {
  /** The event's id, the same for every endpoint it goes to (receivers dedupe on X-Event-Id); made when absent. */
  id?: string;
  accountId: string;
  app: AppId;
  /** e.g. `session.succeeded`; only endpoints subscribed to it get it. */
  type: string;
  at: Date;
  session: AppSession;
}

export const newEventId = () => `evt_${randomUUID().replaceAll('-', '')}`;
export const newDeliveryId = () => `whd_${randomUUID().replaceAll('-', '')}`;

/** Any event as it becomes a webhook: a session's (webhooksSink) or an app object's (a revoked passkey). */
export interface WebhookEvent {
  id?: string;
  accountId: string;
  app: AppId;
  type: string;
  at: Date;
  /** The body's `data`, e.g. `{ session }` or `{ enrollment }`. */
  data: Record<string, unknown>;
  /** The session it is about, if any: its timeline hears of the deliveries. */
  sessionId?: string | null;
}

/**
 * In the caller's transaction, one pending delivery, due at once, for each enabled endpoint of the event's app
 * subscribed to its type. The deliveries poller sends them (webhooks/deliveries.ts); a rolled-back event sends
 * nothing. Answers how many it queued.
 */
export async function queueWebhookEvent(tx: Queryable, event: WebhookEvent): Promise<number> {
  const endpoints = await tx
    .selectFrom('webhook_endpoints')
    .select(['id', 'events'])
    .where('account_id', '=', event.accountId)
    .where('app', '=', event.app)
    .where('status', '=', 'enabled')
    .execute();
  const subscribed = endpoints.filter((endpoint) => endpoint.events.includes(event.type));
  if (subscribed.length === 0) return 0;
  const id = event.id ?? newEventId();
  const body = webhookEventBody({ id, type: event.type, app: event.app, at: event.at, data: event.data });
  await tx
    .insertInto('webhook_deliveries')
    .values(
      subscribed.map((endpoint) => ({
        id: newDeliveryId(),
        account_id: event.accountId,
        endpoint_id: endpoint.id,
        app: event.app,
        event_id: id,
        event_type: event.type,
        session_id: event.sessionId ?? null,
        request_body: body,
        status: 'pending' as const,
        next_attempt_at: event.at,
        created_at: event.at,
      })),
    )
    .execute();
  return subscribed.length;
}

/** The event sink of webhooks: a session event as `{…, data: {session}}` (queueWebhookEvent). */
export async function webhooksSink(tx: Queryable, event: WebhookSourceEvent): Promise<number> {
  const { session, ...rest } = event;
  return queueWebhookEvent(tx, { ...rest, data: { session }, sessionId: session.id });
}

/**
 * The webhooks' entry in the sessions' event sinks (sessions/event-sinks.ts, apps.md §5 flow step 2): each appended
 * session event becomes a delivery to every subscribed endpoint. Its id is the session's id and the event's number,
 * so one event keeps one X-Event-Id across endpoints and retries. The webhook.* entries the deliveries append to the
 * timeline are never sent on (no loops). Typed by shape, so this file imports nothing of the sessions area.
 */
export async function webhooksEventSink(
  tx: Queryable,
  appended: { accountId: string; session: AppSession; event: { seq: number; at: string; type: string } },
): Promise<void> {
  const { accountId, session, event } = appended;
  if (event.type.startsWith('webhook.')) return;
  await webhooksSink(tx, {
    id: `evt_${session.id.replaceAll('-', '')}_${event.seq}`,
    accountId,
    app: session.app,
    type: event.type,
    at: new Date(event.at),
    session,
  });
}
