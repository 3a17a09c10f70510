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
