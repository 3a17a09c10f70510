import { formatDate } from './format-date';

/** Relative dates switch to an absolute date after this many days (spec 000 §9). */
export const RELATIVE_DATE_LIMIT_DAYS = 30;

const MINUTE_MS = 60_000;
const HOUR_MS = 60 * MINUTE_MS;
const DAY_MS = 24 * HOUR_MS;

const relative = new Intl.RelativeTimeFormat('en-US', { numeric: 'always' });

/**
 * "just now", "5 minutes ago", "3 hours ago", "3 days ago" (or "in 3 days" for the future) while `date` is at most
 * RELATIVE_DATE_LIMIT_DAYS × 24 hours from `now`; beyond that the absolute date, "Oct 12, 2026". Days are whole
 * 24-hour periods, not calendar days, so the boundary is the same in every time zone.
 */
export function formatRelativeDate(date: Date, now: Date, timeZone?: string): string {
  const elapsed = now.getTime() - date.getTime();
  const distance = Math.abs(elapsed);
  if (distance > RELATIVE_DATE_LIMIT_DAYS * DAY_MS) return formatDate(date, timeZone);
  if (distance < MINUTE_MS) return 'just now';
  const [amount, unit] =
    distance < HOUR_MS
      ? [Math.floor(distance / MINUTE_MS), 'minute' as const]
      : distance < DAY_MS
        ? [Math.floor(distance / HOUR_MS), 'hour' as const]
        : [Math.floor(distance / DAY_MS), 'day' as const];
  return relative.format(elapsed > 0 ? -amount : amount, unit);
}
