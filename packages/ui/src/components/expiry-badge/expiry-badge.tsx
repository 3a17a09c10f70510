import { useClock } from '../../clock';
import { Badge, type BadgeProps } from '../badge';
import { describeExpiry } from './expiry';

export interface ExpiryBadgeProps extends Omit<BadgeProps, 'tone' | 'children'> {
  expiresAt: Date;
  /** The moment to compare with; by default the clock's "now" (see ClockProvider). */
  now?: Date;
  /** For the date, e.g. "UTC"; the browser's time zone by default. */
  timeZone?: string;
}

/** "Expires Nov 28, 2026" (neutral) or "Expired Nov 20, 2026" (red), for invitation rows. */
export function ExpiryBadge({ expiresAt, now, timeZone, ...props }: ExpiryBadgeProps) {
  const clock = useClock();
  const { expired, label } = describeExpiry(expiresAt, now ?? clock.now(), timeZone);
  return (
    <Badge tone={expired ? 'danger' : 'neutral'} data-expired={expired ? '' : undefined} {...props}>
      <time dateTime={expiresAt.toISOString()}>{label}</time>
    </Badge>
  );
}
