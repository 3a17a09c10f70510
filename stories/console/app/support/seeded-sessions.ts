import type {
  AppId,
  AppSessionWithEvents,
  SessionEvent,
  SessionRange,
  SessionStatus,
  StatisticsSummary,
} from '@console/api-client';
import { DEFAULT_MOCK_SEED, DEMO_ACCOUNT_ID, MOCK_NOW } from '@console/api-client/mocks';
import { collectsMoney, filterSessions, pageSessions, statisticsSummary } from '@console/api-client/rules';
import { seedAppSessions, SMALL_SEED_SESSIONS_PER_DAY } from '@console/api-client/seed';
import {
  activityQuery,
  viewerTimeZone,
  type ActivitySearch,
} from '../../../../packages/console/src/lib/activity-search';

/**
 * The demo account's sessions as the mocks serve them (the store's `appSessionsOf` calls the seed with the same
 * seed, account, clock and volume), for the stories that render a view without the console around it: their lists,
 * drawers and dashboards show the rows a ConsoleScreen story of the same app shows.
 */
const cache = new Map<AppId, AppSessionWithEvents[]>();

export function seededSessions(app: AppId): AppSessionWithEvents[] {
  let sessions = cache.get(app);
  if (!sessions) {
    sessions = seedAppSessions({
      seed: DEFAULT_MOCK_SEED,
      accountId: DEMO_ACCOUNT_ID,
      app,
      now: MOCK_NOW,
      perDay: SMALL_SEED_SESSIONS_PER_DAY,
    });
    cache.set(app, sessions);
  }
  return sessions;
}

/** The newest seeded session of `app` with `status` (and `reason`, when given). */
export function seededSession(app: AppId, status: SessionStatus, reason?: string): AppSessionWithEvents {
  const session = seededSessions(app).find(
    (row) => row.status === status && (reason === undefined || row.reason === reason),
  );
  if (!session) throw new Error(`no seeded ${app} session ${status} ${reason ?? ''}`);
  return session;
}

/** GET /{app}/statistics/summary as the mocks answer it for the seeded sessions. */
export function seededSummary(app: AppId, range: SessionRange): StatisticsSummary {
  return statisticsSummary(seededSessions(app), MOCK_NOW, range, collectsMoney(app));
}

/**
 * A seeded session still waiting for its customer (the seed's older pending ones have all expired by the mock
 * clock): no end, no reason, the events up to the SMS.
 */
export function pendingSession(app: AppId): AppSessionWithEvents {
  const session = seededSession(app, 'success');
  return {
    ...session,
    status: 'pending',
    reason: null,
    completedAt: null,
    events: session.events.filter(
      (event) => !event.type.startsWith('session.') || event.type === 'session.created',
    ),
  };
}

/** `session` with `events` after its own (e.g. a webhook's delivery, which the seed leaves out of timelines). */
export function withEvents(
  session: AppSessionWithEvents,
  ...events: Omit<SessionEvent, 'at'>[]
): AppSessionWithEvents {
  const last = Date.parse(session.events.at(-1)?.at ?? session.createdAt);
  return {
    ...session,
    events: [
      ...session.events,
      ...events.map((event, index) => ({ ...event, at: new Date(last + (index + 1) * 1000).toISOString() })),
    ],
  };
}

/**
 * The page of an activity list's address over the seeded sessions, as GET /{app}/sessions answers it (the rules
 * the mocks and the server list by); `empty` for an app nobody has used.
 */
export function seededPage(app: AppId, search: ActivitySearch, empty = false) {
  const query = activityQuery(search, MOCK_NOW, viewerTimeZone());
  return pageSessions(filterSessions(empty ? [] : seededSessions(app), query), query);
}

/** The count line of the list's default address (the last 30 days), e.g. "25 of 140 authentications". */
export function seededCountLine(app: AppId, noun: string): string {
  const { items, count } = seededPage(app, {});
  return `${items.length} of ${count} ${noun}`;
}
