import type { Insertable } from 'kysely';
import type { AppId } from '@console/api-client';
import { APP_IDS } from '@console/api-client';
import { seedAppSessions, seedWebhooks } from '@console/api-client/seed';
import type { Database, Queryable } from '../db/schema';

type Insert<T extends keyof Database> = Insertable<Database[T]>;

async function insertChunks<T extends keyof Database>(db: Queryable, table: T, rows: Insert<T>[]) {
  for (let index = 0; index < rows.length; index += 500) {
    await db
      .insertInto(table)
      .values(rows.slice(index, index + 500))
      .execute();
  }
}

export interface AppSessionsSeed {
  accountId: string;
  /** The apps the account uses (not inactive): the others have no sessions, as in the mocks. */
  apps: readonly AppId[];
  seed: number;
  now: Date;
  /** Sessions a weekday per app: 40 for the demo, the mocks' MOCK_SESSIONS_PER_DAY in tests (same rows). */
  perDay: number;
}

/**
 * The demo account's app data from the shared generator (`@console/api-client/seed` app-sessions.ts, the mocks'
 * data too): sessions with their timelines, the daily aggregates they add up to, and the webhook endpoints with
 * their deliveries. Seeded rows are history: they queue no job and send nothing.
 */
export async function seedAppData(tx: Queryable, { accountId, apps, seed, now, perDay }: AppSessionsSeed) {
  for (const app of APP_IDS.filter((id) => apps.includes(id))) {
    const sessions = seedAppSessions({ seed, accountId, app, now, perDay });
    // Oldest first, so seq follows creation time as it does for live sessions.
    const oldestFirst = [...sessions].reverse();
    await insertChunks(
      tx,
      'app_sessions',
      oldestFirst.map((session) => ({
        id: session.id,
        account_id: accountId,
        app,
        status: session.status,
        reason: session.reason,
        sub_status: session.subStatus,
        session_ref: session.sessionRef,
        customer_ref: session.customerRef,
        phone_number: session.phoneNumber,
        agent_id: session.agent.id,
        agent_name: session.agent.name,
        locale: null,
        created_at: session.createdAt,
        completed_at: session.completedAt,
        expires_at: session.expiresAt,
        details: JSON.stringify(session.details),
        metadata: JSON.stringify(session.metadata),
        code_hash: null,
        attempts_left: null,
      })) as Insert<'app_sessions'>[],
    );
    await insertChunks(
      tx,
      'session_events',
      oldestFirst.flatMap((session) =>
        session.events.map((event, index) => ({
          session_id: session.id,
          seq: index + 1,
          at: event.at,
          type: event.type,
          detail: event.detail,
        })),
      ),
    );
    const days = new Map<string, { success: number; failure: number; timeout: number; pending: number }>();
    for (const session of sessions) {
      const day = session.createdAt.slice(0, 10);
      const counts = days.get(day) ?? { success: 0, failure: 0, timeout: 0, pending: 0 };
      counts[session.status] += 1;
      days.set(day, counts);
    }
    await insertChunks(
      tx,
      'session_daily',
      [...days].map(([day, counts]) => ({ account_id: accountId, app, day, ...counts })),
    );
    const webhooks = seedWebhooks({ seed, accountId, app, now, sessions });
    await insertChunks(
      tx,
      'webhook_endpoints',
      webhooks.endpoints.map((endpoint) => ({
        id: endpoint.id,
        account_id: accountId,
        app,
        url: endpoint.url,
        description: endpoint.description,
        events: JSON.stringify(endpoint.events),
        status: endpoint.status,
        created_at: endpoint.createdAt,
        failing_since: null,
      })) as Insert<'webhook_endpoints'>[],
    );
    // Oldest first, so the deliveries list (newest seq first) shows them as the mocks do.
    await insertChunks(
      tx,
      'webhook_deliveries',
      [...webhooks.deliveries].reverse().map((delivery) => ({
        id: delivery.id,
        account_id: accountId,
        endpoint_id: delivery.endpointId,
        app,
        event_id: delivery.eventId,
        event_type: delivery.event,
        session_id: delivery.sessionId,
        request_body: delivery.requestBody,
        status: delivery.status,
        attempts: delivery.attempts,
        next_attempt_at: delivery.nextRetryAt,
        last_attempt_at: delivery.at,
        last_status_code: delivery.statusCode,
        response_excerpt: delivery.responseExcerpt,
        duration_ms: delivery.durationMs,
        error: delivery.error,
        created_at: delivery.at,
      })),
    );
  }
}
