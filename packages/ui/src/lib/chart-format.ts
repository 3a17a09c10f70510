import { parseCalendarDate } from './series';

/**
 * How charts write dates and numbers (spec 000 §9): axis dates as short month and day, tooltip dates with
 * weekday, month, day and year, always in US English. Formatting happens in UTC because calendar dates are
 * parsed as midnight UTC (see parseCalendarDate), so the machine's locale and time zone never show through.
 */
const axisDate = new Intl.DateTimeFormat('en-US', { month: 'short', day: 'numeric', timeZone: 'UTC' });
const tooltipDate = new Intl.DateTimeFormat('en-US', {
  weekday: 'long',
  month: 'long',
  day: 'numeric',
  year: 'numeric',
  timeZone: 'UTC',
});
const count = new Intl.NumberFormat('en-US', { maximumFractionDigits: 1 });
const compact = new Intl.NumberFormat('en-US', { notation: 'compact', maximumFractionDigits: 1 });

const toTime = (date: Date | string) => (typeof date === 'string' ? parseCalendarDate(date) : date.getTime());

/** "Nov 21" for 2026-11-21 (a yyyy-mm-dd string, or a Date at midnight UTC such as a UTC scale's tick). */
export function formatAxisDate(date: Date | string): string {
  return axisDate.format(toTime(date));
}

/** "Saturday, November 21, 2026" for 2026-11-21. */
export function formatTooltipDate(date: Date | string): string {
  return tooltipDate.format(toTime(date));
}

/** "12,345", or "1,180.5" for an average. */
export function formatCount(value: number): string {
  return count.format(value);
}

/** "12K" for axis ticks. */
export function formatCompactCount(value: number): string {
  return compact.format(value);
}
