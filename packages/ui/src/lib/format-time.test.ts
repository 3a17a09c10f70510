import { describe, expect, it } from 'vitest';
import { eventTypeLabel, formatTimeOfDay } from './format-time';

describe('formatTimeOfDay', () => {
  it('writes 24-hour time with seconds in the given time zone', () => {
    const moment = new Date('2026-11-21T14:02:11Z');
    expect(formatTimeOfDay(moment, 'UTC')).toBe('14:02:11');
    expect(formatTimeOfDay(moment, 'America/New_York')).toBe('09:02:11');
    expect(formatTimeOfDay(new Date('2026-11-21T00:05:00Z'), 'UTC')).toBe('00:05:00');
  });
});

describe('eventTypeLabel', () => {
  it('says an event type in words', () => {
    expect(eventTypeLabel('session.created')).toBe('Session created');
    expect(eventTypeLabel('session.timed_out')).toBe('Session timed out');
    expect(eventTypeLabel('sms.delivered')).toBe('SMS delivered');
    expect(eventTypeLabel('link.opened')).toBe('Link opened');
    expect(eventTypeLabel('webhook.failed')).toBe('Webhook failed');
    expect(eventTypeLabel('storage.delivered')).toBe('Storage delivered');
  });
});
