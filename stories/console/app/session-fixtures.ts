import type {
  AppId,
  AppSession,
  AppSessionWithEvents,
  SessionStatus,
  StatisticsSummary,
} from '@console/api-client';
import { MOCK_NOW } from '@console/api-client/mocks';

const MINUTE = 60_000;
const at = (minutesAgo: number) => new Date(MOCK_NOW.getTime() - minutesAgo * MINUTE).toISOString();

const CUSTOMERS = ['CUST-10442', 'CUST-20871', 'ACME-7731', 'CUST-33019', 'CUST-48820', 'GLOBEX-0912'];
const PHONES = [
  '+442079460958',
  '+14155552671',
  '+33142685300',
  '+4930901820',
  '+61293744000',
  '+12125550143',
];
const AGENTS = ['Maya Patel', 'Luis Ortega', 'Hannah Kim', 'Tom Becker'];
const STATUSES: SessionStatus[] = [
  'success',
  'success',
  'failure',
  'success',
  'timeout',
  'pending',
  'success',
];
const REASONS: Partial<Record<SessionStatus, string>> = { failure: 'max_attempts', timeout: 'expired' };

/** A session of the stories: deterministic, `index` minutes × 97 before the mock clock's "now". */
export function storySession(app: AppId, index: number, status?: SessionStatus): AppSession {
  const chosen = status ?? STATUSES[index % STATUSES.length] ?? 'success';
  const createdAt = at(index * 97 + 3);
  return {
    id: `sess_${app.slice(0, 3)}${String(index).padStart(4, '0')}a9f3c2e81b7d`,
    app,
    status: chosen,
    reason: REASONS[chosen] ?? null,
    subStatus: null,
    sessionRef: `ses_${(0x9a3f10 + index * 7919).toString(16)}e4c2b1d0f8a7${index % 10}`,
    customerRef: CUSTOMERS[index % CUSTOMERS.length] ?? 'CUST-1',
    phoneNumber: PHONES[index % PHONES.length] ?? '+442079460958',
    agent: { id: `agent-${index % AGENTS.length}`, name: AGENTS[index % AGENTS.length] ?? 'Maya Patel' },
    createdAt,
    completedAt: chosen === 'pending' ? null : at(index * 97 + 1),
    expiresAt: at(index * 97 - 12),
    details: {},
    metadata: {},
  };
}

export const storySessions = (app: AppId, count: number) =>
  Array.from({ length: count }, (_, index) => storySession(app, index));

/** A session with its timeline, as the drawer shows it. */
export function storySessionWithEvents(app: AppId, status: SessionStatus, index = 1): AppSessionWithEvents {
  const session = storySession(app, index, status);
  const start = Date.parse(session.createdAt);
  const t = (seconds: number) => new Date(start + seconds * 1000).toISOString();
  const end = {
    success: [
      { at: t(48), type: 'session.succeeded', detail: null },
      { at: t(49), type: 'webhook.delivered', detail: '200' },
    ],
    failure: [
      { at: t(95), type: 'session.failed', detail: 'max_attempts' },
      { at: t(96), type: 'webhook.failed', detail: '500' },
    ],
    timeout: [{ at: t(900), type: 'session.timed_out', detail: null }],
    pending: [],
  }[status];
  return {
    ...session,
    completedAt: status === 'pending' ? null : (end.at(-1)?.at ?? null),
    details:
      app === 'one-time-passcode'
        ? { attempts: status === 'failure' ? 3 : 1, maxAttempts: 3, sms: 'delivered' }
        : app === 'e-form'
          ? {
              form: 'Card update · v2',
              answers: [
                { label: 'Card number', value: '•••• •••• •••• 4242' },
                { label: 'Preferred contact', value: 'E-mail' },
              ],
            }
          : {},
    events: [
      { at: t(0), type: 'session.created', detail: null },
      { at: t(1), type: 'sms.sent', detail: null },
      { at: t(4), type: 'sms.delivered', detail: null },
      { at: t(31), type: 'link.opened', detail: null },
      ...end,
    ],
  };
}

/** 30 (or `days`) days of sessions ending on the mock clock's day, with the period before for the KPI changes. */
export function storySummary(days = 30, amounts?: StatisticsSummary['amounts']): StatisticsSummary {
  const series = Array.from({ length: days }, (_, index) => {
    const date = new Date(MOCK_NOW.getTime() - (days - 1 - index) * 86_400_000).toISOString().slice(0, 10);
    return {
      date,
      success: 30 + ((index * 7) % 13),
      failure: (index * 3) % 5,
      timeout: (index * 5) % 4,
      pending: index === days - 1 ? 2 : 0,
    };
  });
  const sum = (key: 'success' | 'failure' | 'timeout' | 'pending') =>
    series.reduce((total, day) => total + day[key], 0);
  const success = sum('success');
  const failure = sum('failure');
  const timeout = sum('timeout');
  const pending = sum('pending');
  const rate = (s: number, f: number, t: number) => Math.round((s / (s + f + t)) * 1000) / 10;
  return {
    totals: {
      sessions: success + failure + timeout + pending,
      success,
      failure,
      timeout,
      pending,
      successRate: rate(success, failure, timeout),
    },
    previous: {
      sessions: success + failure + timeout - 40,
      success: success - 52,
      failure: failure + 6,
      timeout,
      pending: 0,
      successRate: rate(success - 52, failure + 6, timeout),
    },
    series,
    ...(amounts ? { amounts } : {}),
  };
}

/** A range with no session at all. */
export function emptySummary(): StatisticsSummary {
  const zero = { sessions: 0, success: 0, failure: 0, timeout: 0, pending: 0, successRate: null };
  return { totals: zero, previous: zero, series: [] };
}
