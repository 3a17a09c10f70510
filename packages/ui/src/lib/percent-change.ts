/**
 * The change from `previous` to `current` as a fraction (0.125 for 12.5% more), or null when there is nothing to
 * compare with (no previous value, or a previous value of 0, against which any change is infinite).
 */
export function percentChange(current: number, previous: number | null | undefined): number | null {
  if (previous === null || previous === undefined || previous === 0) return null;
  return (current - previous) / Math.abs(previous);
}

const percent = new Intl.NumberFormat('en-US', {
  style: 'percent',
  minimumFractionDigits: 1,
  maximumFractionDigits: 1,
});

/** "↑ 12.5%", "↓ 3.0%", "0.0%" for no change, and "—" when there is nothing to compare with. */
export function formatChange(change: number | null): string {
  if (change === null) return '—';
  const text = percent.format(Math.abs(change));
  if (text === percent.format(0)) return text;
  return `${change > 0 ? '↑' : '↓'} ${text}`;
}

/** The same for assistive technology, which reads arrows poorly: "up 12.5%", "down 3.0%", "no change". */
export function describeChange(change: number | null): string {
  if (change === null) return 'no earlier value to compare with';
  const text = percent.format(Math.abs(change));
  if (text === percent.format(0)) return 'no change';
  return `${change > 0 ? 'up' : 'down'} ${text}`;
}
