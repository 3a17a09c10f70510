import type { AppId } from '../apps';
import { sessionStatusLabel } from '../app-sessions/labels';
import type { AppSession } from '../app-sessions/schemas';
import { ACTIVITY_TABS } from '../app-sessions/schemas';
import { csvField, localTime } from './audit-csv';
import { exportTooLarge } from './errors';

/**
 * The activity list's CSV export (apps.md §2.2): the list's shared columns, dates in the viewer's zone, the full
 * sessionRef (the list shortens it), and the audit CSV's formula guard on every text. The apps' own columns (§3) join
 * these when their pages land; nothing sensitive is in the shared columns (phones are the customer's own number, as
 * the list shows it).
 */
export const SESSION_CSV_COLUMNS = [
  'Date',
  'Status',
  'Reason',
  'Customer',
  'Phone Number',
  'Agent',
  'Session',
] as const;

/** An export holds at most this many rows; more is 422 EXPORT_TOO_LARGE. */
export const SESSION_EXPORT_MAX_ROWS = 50_000;

/** Refuses an export of more than SESSION_EXPORT_MAX_ROWS rows (both back ends count before they build). */
export function checkSessionExportSize(rows: number): void {
  if (rows > SESSION_EXPORT_MAX_ROWS) throw exportTooLarge();
}

type CsvSession = Pick<
  AppSession,
  | 'app'
  | 'status'
  | 'reason'
  | 'customerRef'
  | 'phoneNumber'
  | 'agent'
  | 'createdAt'
  | 'sessionRef'
  | 'details'
>;

/** A header row, then one row per session in the given order, CRLF line ends. */
export function sessionCsv(sessions: readonly CsvSession[], timeZone: string): string {
  const rows = sessions.map((session) => [
    localTime(session.createdAt, timeZone),
    sessionStatusLabel(session.app, session.status, session.details),
    session.reason ?? '',
    session.customerRef,
    session.phoneNumber,
    session.agent.name,
    session.sessionRef,
  ]);
  return [SESSION_CSV_COLUMNS, ...rows].map((row) => row.map(csvField).join(',')).join('\r\n') + '\r\n';
}

/** The sv-SE locale writes a calendar day as yyyy-MM-dd. */
function localDay(now: Date, timeZone: string): string {
  return new Intl.DateTimeFormat('sv-SE', {
    timeZone,
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
  }).format(now);
}

/** `{app}-{tab}-{yyyy-MM-dd}.csv` (apps.md §2.2), the day in the viewer's zone, e.g. `passkeys-activity-2026-11-27.csv`. */
export function sessionCsvFileName(app: AppId, now: Date, timeZone: string): string {
  return `${app}-${ACTIVITY_TABS[app].path}-${localDay(now, timeZone)}.csv`;
}
