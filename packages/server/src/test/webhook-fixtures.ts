import { randomUUID } from 'node:crypto';
import type { AppId, AppSession } from '@console/api-client';
import type { Db } from '../db/schema';
import { DEMO_ACCOUNT_ID } from '../seed/demo-account';

/** A session as the sessions area hands it to the event sinks. */
export function sampleSession(app: AppId, at: Date, overrides: Partial<AppSession> = {}): AppSession {
  return {
    id: `ses_${randomUUID().replaceAll('-', '')}`,
    app,
    status: 'success',
    reason: null,
    subStatus: null,
    sessionRef: 'ref_0123456789abcdef',
    customerRef: 'CUST-1001',
    phoneNumber: '+14155550123',
    agent: { id: 'agent-7', name: 'Dana Agent' },
    createdAt: at.toISOString(),
    completedAt: at.toISOString(),
    expiresAt: new Date(at.getTime() + 15 * 60_000).toISOString(),
    details: {},
    metadata: {},
    ...overrides,
  };
}

/** An endpoint row straight in the table (the routes' own tests add theirs through the API). */
export async function insertEndpoint(
  db: Db,
  url: string,
  options: { app?: AppId; events?: string[]; accountId?: string; createdAt: Date },
): Promise<string> {
  const id = `whe_${randomUUID().replaceAll('-', '')}`;
  await db
    .insertInto('webhook_endpoints')
    .values({
      id,
      account_id: options.accountId ?? DEMO_ACCOUNT_ID,
      app: options.app ?? 'one-time-passcode',
      url,
      description: '',
      events: JSON.stringify(options.events ?? ['session.succeeded']),
      status: 'enabled',
      created_at: options.createdAt,
      failing_since: null,
    })
    .execute();
  return id;
}
