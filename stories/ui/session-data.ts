/**
 * Deterministic session fixtures for the app components' stories: daily sessions by status over any number of
 * days ending on the stories' fixed day (2026-11-21), and one session's events.
 */
import type { StackedPoint, TimelineEvent } from '@console/ui';
import { LAST_DAY, seeded } from './chart-data';

const DAY_MS = 86_400_000;

/** Daily sessions: mostly successes, a few failures and timeouts, a handful still pending on the last days. */
export function sessionsByStatus(seed: number, days: number): StackedPoint[] {
  const random = seeded(seed);
  return Array.from({ length: days }, (_, i) => {
    const weekday = new Date(LAST_DAY - (days - 1 - i) * DAY_MS).getUTCDay();
    const volume = Math.round((weekday === 0 || weekday === 6 ? 18 : 42) * (0.7 + 0.6 * random()));
    const failure = Math.round(volume * 0.06 * random());
    const timeout = Math.round(volume * 0.04 * random());
    const pending = i >= days - 2 ? Math.round(3 * random()) : 0;
    return {
      date: new Date(LAST_DAY - (days - 1 - i) * DAY_MS).toISOString().slice(0, 10),
      success: volume - failure - timeout,
      failure,
      timeout,
      pending,
    };
  });
}

/** The app labels of one-time passcode (spec apps.md §1). */
export const OTP_LABELS = { success: 'Verified', failure: 'Failed', timeout: 'Expired', pending: 'Pending' };

/** A one-time passcode session from creation to its webhook, on the fixed day, in UTC. */
export const OTP_EVENTS: TimelineEvent[] = [
  { id: 'e1', at: '2026-11-21T14:02:04Z', label: 'Session created' },
  { id: 'e2', at: '2026-11-21T14:02:05Z', label: 'SMS sent', detail: '+44 7700 900123' },
  { id: 'e3', at: '2026-11-21T14:02:07Z', label: 'SMS delivered', tone: 'success' },
  {
    id: 'e4',
    at: '2026-11-21T14:02:10Z',
    label: 'Session succeeded',
    detail: 'Code accepted',
    tone: 'success',
  },
  { id: 'e5', at: '2026-11-21T14:02:11Z', label: 'Webhook delivered', detail: '200', tone: 'success' },
];
