import { getApp } from '../../apps';
import type { AuditLogEntry } from '../../audit-log/schemas';
import { AUDIT_LOG_CSV_COLUMNS } from '../../audit-log/schemas';

/** The actor written for entries without an admin (the spec names no provider; our choice). */
export const PROVIDER_ACTOR_NAME = 'Provider';

/** RFC 4180: quote a field that holds a comma, a quote or a line break. */
function field(value: string): string {
  return /[",\r\n]/.test(value) ? `"${value.replace(/"/g, '""')}"` : value;
}

/** `yyyy-MM-dd HH:mm:ss` in the caller's time zone (the sv-SE locale writes ISO-like dates). */
function localTime(timestamp: string, timeZone: string): string {
  return new Intl.DateTimeFormat('sv-SE', { timeZone, dateStyle: 'short', timeStyle: 'medium' }).format(
    new Date(timestamp),
  );
}

export function isTimeZone(timeZone: string): boolean {
  try {
    new Intl.DateTimeFormat('en', { timeZone });
    return true;
  } catch {
    return false;
  }
}

/** The export: a header row of AUDIT_LOG_CSV_COLUMNS, then one row per entry, CRLF line ends. */
export function auditLogCsv(entries: readonly AuditLogEntry[], timeZone: string): string {
  const rows = entries.map((entry) => [
    localTime(entry.timestamp, timeZone),
    entry.admin ? `${entry.admin.firstName} ${entry.admin.lastName}` : PROVIDER_ACTOR_NAME,
    entry.description,
    entry.event,
    entry.namespace === 'global' ? 'Global' : getApp(entry.namespace).title,
  ]);
  return [AUDIT_LOG_CSV_COLUMNS, ...rows].map((row) => row.map(field).join(',')).join('\r\n') + '\r\n';
}
