import type { AppSession, SessionEvent } from '@console/api-client';

/**
 * How long a session took, from creation to its end: "45 s", "1 min 32 s", "2 h 5 min"; null while it is pending
 * (no end yet) or when the times are out of order.
 */
export function sessionDuration(session: Pick<AppSession, 'createdAt' | 'completedAt'>): string | null {
  if (!session.completedAt) return null;
  const seconds = Math.round((Date.parse(session.completedAt) - Date.parse(session.createdAt)) / 1000);
  if (!Number.isFinite(seconds) || seconds < 0) return null;
  if (seconds < 60) return `${seconds} s`;
  const minutes = Math.floor(seconds / 60);
  if (minutes < 60) return seconds % 60 === 0 ? `${minutes} min` : `${minutes} min ${seconds % 60} s`;
  const hours = Math.floor(minutes / 60);
  return minutes % 60 === 0 ? `${hours} h` : `${hours} h ${minutes % 60} min`;
}

/** A timeline dot's colour: green for what went through, red for what failed, amber for what ran out of time. */
export function eventTone(type: SessionEvent['type']): 'success' | 'danger' | 'warning' | undefined {
  if (/\.(succeeded|delivered|signed|approved|submitted|paid)$/.test(type)) return 'success';
  if (/\.(failed|blocked|declined)$/.test(type)) return 'danger';
  if (/\.(timed_out|expired)$/.test(type)) return 'warning';
  return undefined;
}

/** A details key in words: `documentName` → "Document name", `three_d_secure` → "Three d secure". */
function keyLabel(key: string): string {
  const words = key
    .replace(/([a-z0-9])([A-Z])/g, '$1 $2')
    .replace(/[_-]+/g, ' ')
    .toLowerCase();
  return words.charAt(0).toUpperCase() + words.slice(1);
}

const isPrimitive = (value: unknown): value is string | number | boolean =>
  typeof value === 'string' || typeof value === 'number' || typeof value === 'boolean';

const textOf = (value: string | number | boolean) =>
  typeof value === 'boolean' ? (value ? 'Yes' : 'No') : String(value);

/**
 * A session's per-app details (spec apps.md §3) as label → value lines for the drawer. Plain values show as they
 * are (true as "Yes"); a list of `{label, value}` (an e-form's answers, already masked by the server) gives one
 * line per entry; a list of plain values is joined; anything else is left out rather than shown as code.
 */
export function detailItems(details: AppSession['details']): { label: string; value: string }[] {
  const items: { label: string; value: string }[] = [];
  for (const [key, value] of Object.entries(details)) {
    if (value === null || value === undefined || value === '') continue;
    if (isPrimitive(value)) {
      items.push({ label: keyLabel(key), value: textOf(value) });
    } else if (Array.isArray(value) && value.every(isPrimitive)) {
      if (value.length > 0) items.push({ label: keyLabel(key), value: value.map(textOf).join(', ') });
    } else if (Array.isArray(value)) {
      for (const entry of value) {
        if (typeof entry !== 'object' || entry === null) continue;
        const { label, value: entryValue } = entry as { label?: unknown; value?: unknown };
        if (typeof label === 'string' && isPrimitive(entryValue)) {
          items.push({ label, value: textOf(entryValue) });
        }
      }
    }
  }
  return items;
}
