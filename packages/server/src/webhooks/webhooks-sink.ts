import { randomUUID } from 'node:crypto';
import type { AppId, AppSession } from '@console/api-client';
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

/** The request body every endpoint receives: `{id,type,app,createdAt,data:{session}}`. */
export function webhookBody(event: {
  id: string;
  type: string;
  app: AppId;
  at: Date;
  data: unknown;
}): string {
  return JSON.stringify({
    id: event.id,
    type: event.type,
    app: event.app,
    createdAt: event.at.toISOString(),
    data: event.data,
  });
}

export const newEventId = () => `evt_${randomUUID().replaceAll('-', '')}`;
export const newDeliveryId = () => `whd_${randomUUID().replaceAll('-', '')}`;

/**
 * The event sink of webhooks: in the caller's transaction, one pending delivery, due at once, for each enabled
 * endpoint of the session's app subscribed to the event's type. The deliveries poller sends them
 * (webhooks/deliveries.ts); a rolled-back event sends nothing. Answers how many it queued.
 */
export async function webhooksSink(tx: Queryable, event: WebhookSourceEvent): Promise<number> {
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
  const body = webhookBody({
    id,
    type: event.type,
    app: event.app,
    at: event.at,
    data: { session: event.session },
  });
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
        session_id: event.session.id,
        request_body: body,
        status: 'pending' as const,
        next_attempt_at: event.at,
        created_at: event.at,
      })),
    )
    .execute();
  return subscribed.length;
}
