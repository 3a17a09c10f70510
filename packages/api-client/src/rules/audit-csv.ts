import { getApp } from '../apps';
import type { AuditLogEntry } from '../audit-log/schemas';
import { AUDIT_LOG_CSV_COLUMNS } from '../audit-log/schemas';

/** The actor written for entries without an admin (the spec names no provider; our choice). */
export const PROVIDER_ACTOR_NAME = 'Provider';

/**
 * RFC 4180 quoting, and a leading apostrophe on text a spreadsheet would run as a formula
 * (=, +, -, @), since descriptions carry text admins typed.
 */
export function csvField(value: string): string {
  const safe = /^[=+\-@\t\r]/.test(value) ? `'${value}` : value;
  return /[",\r\n]/.test(safe) ? `"${safe.replace(/"/g, '""')}"` : safe;
}

export function isTimeZone(timeZone: string): boolean {
  try {
    new Intl.DateTimeFormat('en', { timeZone });
    return true;
  } catch {
    return false;
  }
}

/** `yyyy-MM-dd HH:mm:ss` in the given zone (sv-SE writes ISO-like dates). */
export function localTime(timestamp: string, timeZone: string): string {
  return new Intl.DateTimeFormat('sv-SE', { timeZone, dateStyle: 'short', timeStyle: 'medium' }).format(
    new Date(timestamp),
  );
}

/** A header row of AUDIT_LOG_CSV_COLUMNS, then one row per entry, CRLF line ends. */
export function auditLogCsv(entries: readonly AuditLogEntry[], timeZone: string): string {
  const rows = entries.map((entry) => [
    localTime(entry.timestamp, timeZone),
    entry.admin ? `${entry.admin.firstName} ${entry.admin.lastName}` : PROVIDER_ACTOR_NAME,
    entry.description,
    entry.event,
    entry.namespace === 'global' ? 'Global' : getApp(entry.namespace).title,
  ]);
  return [AUDIT_LOG_CSV_COLUMNS, ...rows].map((row) => row.map(csvField).join(',')).join('\r\n') + '\r\n';
}
