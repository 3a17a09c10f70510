import { z } from 'zod';
import { appIdSchema } from '../apps';

/** `global` or the app id the event belongs to (spec 000 §3). */
export const auditLogNamespaceSchema = z.union([z.literal('global'), appIdSchema]);
export type AuditLogNamespace = z.infer<typeof auditLogNamespaceSchema>;

/**
 * Audit log entry of spec 000 §3. `admin` is null when the provider acted. `timestamp` is an ISO
 * 8601 date-time; `event` is a machine name such as `admin.invited` (its vocabulary is not shown
 * in the spec: dotted `resource.verb` names).
 */
export const auditLogEntrySchema = z.object({
  id: z.string().min(1),
  timestamp: z.iso.datetime({ offset: true }),
  admin: z.object({ firstName: z.string(), lastName: z.string() }).nullable(),
  namespace: auditLogNamespaceSchema,
  description: z.string(),
  event: z.string(),
});
export type AuditLogEntry = z.infer<typeof auditLogEntrySchema>;

/** One page as the client returns it: entries plus the x-count and x-last-key headers. */
export const auditLogPageSchema = z.object({
  entries: z.array(auditLogEntrySchema),
  total: z.number().int().nonnegative(),
  lastKey: z.string().nullable(),
});
export type AuditLogPage = z.infer<typeof auditLogPageSchema>;

/** Page size (not shown in the spec): the server answers 25 entries per page. */
export const AUDIT_LOG_PAGE_SIZE = 25;

/** Columns of the exported CSV (not shown in the spec): the table's columns plus the app. */
export const AUDIT_LOG_CSV_COLUMNS = ['Date', 'Admin', 'Description', 'Event', 'App'] as const;
