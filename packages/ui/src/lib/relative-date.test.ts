import { describe, expect, it } from 'vitest';
import { formatDate, formatDateTime } from './format-date';
import { RELATIVE_DATE_LIMIT_DAYS, formatRelativeDate } from './relative-date';

const now = new Date('2026-11-21T10:00:00.000Z');
const before = (ms: number) => new Date(now.getTime() - ms);
const MINUTE = 60_000;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;

describe('formatDate', () => {
  it('writes a short US date', () => {
    expect(formatDate(new Date('2026-11-28T12:00:00Z'), 'UTC')).toBe('Nov 28, 2026');
    expect(formatDate(new Date('2026-10-12T00:30:00Z'), 'America/New_York')).toBe('Oct 11, 2026');
  });

  it('adds the time to the second when asked', () => {
    expect(formatDateTime(now, 'UTC')).toBe('Nov 21, 2026, 10:00:00 AM');
  });
});

describe('formatRelativeDate', () => {
  it('says "just now" under a minute', () => {
    expect(formatRelativeDate(now, now)).toBe('just now');
    expect(formatRelativeDate(before(59_999), now)).toBe('just now');
  });

  it('counts minutes, hours and days', () => {
    expect(formatRelativeDate(before(MINUTE), now)).toBe('1 minute ago');
    expect(formatRelativeDate(before(59 * MINUTE), now)).toBe('59 minutes ago');
    expect(formatRelativeDate(before(HOUR), now)).toBe('1 hour ago');
    expect(formatRelativeDate(before(23 * HOUR + 59 * MINUTE), now)).toBe('23 hours ago');
    expect(formatRelativeDate(before(DAY), now)).toBe('1 day ago');
    expect(formatRelativeDate(before(3 * DAY + 5 * HOUR), now)).toBe('3 days ago');
  });

  it('reads future dates forwards', () => {
    expect(formatRelativeDate(new Date(now.getTime() + 2 * DAY), now)).toBe('in 2 days');
  });

  it('stays relative up to exactly 30 days and turns absolute after', () => {
    expect(RELATIVE_DATE_LIMIT_DAYS).toBe(30);
    expect(formatRelativeDate(before(30 * DAY), now, 'UTC')).toBe('30 days ago');
    expect(formatRelativeDate(before(30 * DAY + 1), now, 'UTC')).toBe('Oct 22, 2026');
    expect(formatRelativeDate(before(40 * DAY), now, 'UTC')).toBe('Oct 12, 2026');
    expect(formatRelativeDate(new Date(now.getTime() + 30 * DAY + 1), now, 'UTC')).toBe('Dec 21, 2026');
  });
});
