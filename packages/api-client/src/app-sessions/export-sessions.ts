import { mutationOptions } from '@tanstack/react-query';
import { z } from 'zod';
import type { AppId } from '../apps';
import type { ApiClient } from '../client/create-client';
import type { CallOptions } from '../client/endpoint';
import { defineEndpoint, fillPath } from '../client/endpoint';
import { arrayParams } from '../client/paged';
import { sessionCsvFileName } from '../rules/session-csv';
import { appSessionKeys } from './keys';
import { sessionQueryParams } from './list-sessions';
import type { SessionListQuery } from './schemas';
import { sessionListQuerySchema } from './schemas';

/** The list's filters (no paging: the export takes every matching row) and the viewer's IANA zone for the dates. */
export const exportSessionsQuerySchema = z.preprocess(
  arrayParams('status'),
  sessionListQuerySchema.omit({ limit: true, lastKey: true }).extend({ timezone: z.string().min(1) }),
);

export type ExportSessionsInput = Omit<SessionListQuery, 'limit' | 'lastKey'> & { app: AppId };

/** The answer is CSV text, not JSON; the client adds the file name to save it under. */
export const exportSessionsResultSchema = z.object({ csv: z.string(), fileName: z.string() });
export type ExportSessionsResult = z.infer<typeof exportSessionsResultSchema>;

/**
 * GET /{app}/sessions/export?…&timezone= (apps.md §2.2): the current filters as CSV; more than 50,000 rows is
 * 422 EXPORT_TOO_LARGE.
 */
export const exportSessionsEndpoint = defineEndpoint({
  method: 'GET',
  path: '/:app/sessions/export',
  query: exportSessionsQuerySchema,
});

export async function exportSessions(
  client: ApiClient,
  { app, ...filters }: ExportSessionsInput,
  options: CallOptions = {},
): Promise<ExportSessionsResult> {
  const response = await client.request({
    method: exportSessionsEndpoint.method,
    path: fillPath(exportSessionsEndpoint.path, { app }),
    query: { ...sessionQueryParams(filters), timezone: client.timeZone },
    signal: options.signal,
  });
  return { csv: await response.text(), fileName: sessionCsvFileName(app, client.now(), client.timeZone) };
}

/** An export is an action the viewer triggers, so it is a mutation; it changes nothing cached. */
export function exportSessionsMutationOptions(client: ApiClient, accountId: string, app: AppId) {
  return mutationOptions({
    mutationKey: [...appSessionKeys.sessions(accountId, app), 'export'],
    mutationFn: (input: Omit<ExportSessionsInput, 'app'>) => exportSessions(client, { ...input, app }),
  });
}
