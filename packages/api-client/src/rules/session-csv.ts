import type { AppId } from '../apps';
import { ACTIVITY_TABS } from '../app-sessions/schemas';

/** The sv-SE locale writes a calendar day as yyyy-MM-dd. */
function localDay(now: Date, timeZone: string): string {
  return new Intl.DateTimeFormat('sv-SE', { timeZone, year: 'numeric', month: '2-digit', day: '2-digit' }).format(
    now,
  );
}

/** `{app}-{tab}-{yyyy-MM-dd}.csv` (apps.md §2.2), the day in the viewer's zone, e.g. `passkeys-activity-2026-11-27.csv`. */
export function sessionCsvFileName(app: AppId, now: Date, timeZone: string): string {
  return `${app}-${ACTIVITY_TABS[app].path}-${localDay(now, timeZone)}.csv`;
}
