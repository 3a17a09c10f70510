/**
 * The console's absolute date: US English, short month, e.g. "Nov 28, 2026". `timeZone` defaults to the
 * browser's; pass one (say "UTC") where every viewer must see the same day.
 */
export function formatDate(date: Date, timeZone?: string): string {
  return new Intl.DateTimeFormat('en-US', {
    month: 'short',
    day: 'numeric',
    year: 'numeric',
    timeZone,
  }).format(date);
}

/** A date and time, e.g. "Nov 21, 2026, 10:00:00 AM", for moments that need the second (an error's time). */
export function formatDateTime(date: Date, timeZone?: string): string {
  return new Intl.DateTimeFormat('en-US', { dateStyle: 'medium', timeStyle: 'medium', timeZone }).format(
    date,
  );
}
