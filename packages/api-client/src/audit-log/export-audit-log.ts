import { mutationOptions } from '@tanstack/react-query';
import { z } from 'zod';
import type { ApiClient } from '../client/create-client';
import type { CallOptions } from '../client/endpoint';
import { defineEndpoint } from '../client/endpoint';
import { auditLogKeys } from './keys';

/** lastKey narrows the export like the page call; timezone is the client's IANA zone for the dates. */
export const exportAuditLogQuerySchema = z.object({
  lastKey: z.string().optional(),
  timezone: z.string().min(1),
});
export type ExportAuditLogInput = { lastKey?: string | null | undefined };

/** The answer is CSV text, not JSON; the client adds the file name to save it under. */
export const exportAuditLogResultSchema = z.object({ csv: z.string(), fileName: z.string() });
export type ExportAuditLogResult = z.infer<typeof exportAuditLogResultSchema>;

/** GET /audit-log/export (spec 000 §7). */
export const exportAuditLogEndpoint = defineEndpoint({
  method: 'GET',
  path: '/audit-log/export',
  query: exportAuditLogQuerySchema,
});

/** The sv-SE locale writes the local calendar day as yyyy-MM-dd. */
const localDay = new Intl.DateTimeFormat('sv-SE', { year: 'numeric', month: '2-digit', day: '2-digit' });

/** `audit-log-{yyyy-MM-dd}.csv` for the client's current date. */
export function auditLogFileName(now: Date): string {
  return `audit-log-${localDay.format(now)}.csv`;
}

export async function exportAuditLog(
  client: ApiClient,
  input: ExportAuditLogInput = {},
  options: CallOptions = {},
): Promise<ExportAuditLogResult> {
  const response = await client.request({
    method: exportAuditLogEndpoint.method,
    path: exportAuditLogEndpoint.path,
    query: { lastKey: input.lastKey, timezone: client.timeZone },
    signal: options.signal,
  });
  return { csv: await response.text(), fileName: auditLogFileName(client.now()) };
}

/** An export is an action the admin triggers, so it is a mutation; it changes nothing cached. */
export function exportAuditLogMutationOptions(client: ApiClient, accountId: string) {
  return mutationOptions({
    mutationKey: [...auditLogKeys.all(accountId), 'export'],
    mutationFn: (input: ExportAuditLogInput) => exportAuditLog(client, input),
  });
}
