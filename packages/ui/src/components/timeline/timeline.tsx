import { cx } from '../../../styled-system/css';
import { timeline } from '../../../styled-system/recipes';
import { formatDateTime } from '../../lib/format-date';
import { formatTimeOfDay } from '../../lib/format-time';
import { Skeleton } from '../skeleton';

export interface TimelineEvent {
  /** Stable within the list. */
  id: string;
  /** When it happened (ISO 8601). */
  at: string;
  /** The event type in words ("Webhook delivered"); see `eventTypeLabel`. */
  label: string;
  /** What it came to: a status code, a reason, an address ("200", "card_declined"). */
  detail?: string;
  /** Colours the dot: success (delivered, signed), danger (failed), warning (timed out); grey otherwise. */
  tone?: 'success' | 'danger' | 'warning';
}

export interface TimelineProps {
  /** Oldest first, as they happened. */
  events: readonly TimelineEvent[];
  /** The viewer's time zone (X-TimeZone); the browser's by default. */
  timeZone?: string;
  /** Placeholder rows while the events load. */
  loading?: boolean;
  /** Shown when there are no events. */
  emptyMessage?: string;
  className?: string;
}

const SKELETON_EVENTS = 4;

/**
 * A session's events (spec apps.md §2.2), one line each: "14:02:11 · Webhook delivered · 200". Times are
 * 24-hour in the viewer's time zone; each carries its full date and time for the pointer (title) and machines
 * (datetime).
 */
export function Timeline({
  events,
  timeZone,
  loading = false,
  emptyMessage = 'No events yet.',
  className,
}: TimelineProps) {
  const classes = timeline();
  if (loading) {
    return (
      <ol className={cx(classes.root, className)} aria-busy>
        {Array.from({ length: SKELETON_EVENTS }, (_, index) => (
          <li key={index} className={classes.item} aria-hidden>
            <span className={classes.marker} />
            <Skeleton width={`${50 + ((index * 7) % 4) * 10}%`} />
          </li>
        ))}
      </ol>
    );
  }
  if (events.length === 0) return <p className={cx(classes.empty, className)}>{emptyMessage}</p>;
  return (
    <ol className={cx(classes.root, className)}>
      {events.map((event) => {
        const at = new Date(event.at);
        return (
          <li key={event.id} className={classes.item}>
            <span className={classes.marker} data-tone={event.tone} aria-hidden />
            <time className={classes.time} dateTime={event.at} title={formatDateTime(at, timeZone)}>
              {formatTimeOfDay(at, timeZone)}
            </time>
            <span className={classes.separator} aria-hidden>
              ·
            </span>
            <span className={classes.label}>{event.label}</span>
            {event.detail && (
              <>
                <span className={classes.separator} aria-hidden>
                  ·
                </span>
                <span className={classes.detail}>{event.detail}</span>
              </>
            )}
          </li>
        );
      })}
    </ol>
  );
}
