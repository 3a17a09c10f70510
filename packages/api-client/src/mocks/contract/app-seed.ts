import type { AppId } from '../../apps';
import { seedAppSessions, seedWebhooks } from '../../seed/app-sessions';
import { DEFAULT_SEED } from '../../seed/dataset';
import { MOCK_SESSIONS_PER_DAY } from '../store/apps';
import { DEMO, NOW } from './facts';

/**
 * The demo account's app data as both back ends seed it for the table: the shared generator (seed/app-sessions.ts)
 * on the shared seed and clock, MOCK_SESSIONS_PER_DAY a weekday. The server's contract world seeds the same.
 */
export function demoAppSessions(app: AppId) {
  return seedAppSessions({
    seed: DEFAULT_SEED,
    accountId: DEMO,
    app,
    now: new Date(NOW),
    perDay: MOCK_SESSIONS_PER_DAY,
  });
}

export function demoWebhooks(app: AppId) {
  return seedWebhooks({
    seed: DEFAULT_SEED,
    accountId: DEMO,
    app,
    now: new Date(NOW),
    sessions: demoAppSessions(app),
  });
}

/** A row without the fields only the store keeps (`app` on webhook rows; `events` on list rows). */
export function withoutKeys<T extends object>(row: T, ...keys: string[]): Partial<T> {
  return Object.fromEntries(Object.entries(row).filter(([key]) => !keys.includes(key))) as Partial<T>;
}
