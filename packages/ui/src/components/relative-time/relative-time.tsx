import { useClock } from '../../clock';
import { formatDate } from '../../lib/format-date';
import { formatRelativeDate } from '../../lib/relative-date';

export interface RelativeTimeProps {
  date: Date;
  /** The moment to measure from; by default the clock's "now" (see ClockProvider). */
  now?: Date;
  /** For absolute dates, e.g. "UTC"; the browser's time zone by default. */
  timeZone?: string;
  className?: string;
}

/**
 * "3 days ago" up to 30 days from `now`, then the date, "Oct 12, 2026" (spec 000 §9). A relative text carries
 * the absolute date in its title. It does not tick by itself: it re-renders with its parent.
 */
export function RelativeTime({ date, now, timeZone, className }: RelativeTimeProps) {
  const clock = useClock();
  const text = formatRelativeDate(date, now ?? clock.now(), timeZone);
  const absolute = formatDate(date, timeZone);
  return (
    <time
      dateTime={date.toISOString()}
      title={text === absolute ? undefined : absolute}
      className={className}
    >
      {text}
    </time>
  );
}
