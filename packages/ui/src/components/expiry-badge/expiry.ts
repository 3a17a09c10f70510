import { formatDate } from '../../lib/format-date';

/**
 * An invitation's expiry (spec 000 §2, §4): "Expires Nov 28, 2026" while `expiresAt` is after `now`, and
 * "Expired Nov 20, 2026" from that instant on.
 */
export function describeExpiry(expiresAt: Date, now: Date, timeZone?: string) {
  const expired = expiresAt.getTime() <= now.getTime();
  return { expired, label: `${expired ? 'Expired' : 'Expires'} ${formatDate(expiresAt, timeZone)}` };
}
