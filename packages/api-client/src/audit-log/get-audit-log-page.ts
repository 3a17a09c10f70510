import { infiniteQueryOptions, queryOptions } from '@tanstack/react-query';
import { z } from 'zod';
import type { ApiClient } from '../client/create-client';
import { callLabel, readJson } from '../client/create-client';
import type { CallOptions } from '../client/endpoint';
import { defineEndpoint } from '../client/endpoint';
import { parseResponse } from '../client/response-error';
import { auditLogKeys } from './keys';
import type { AuditLogPage } from './schemas';
import { auditLogEntrySchema, auditLogPageSchema } from './schemas';

/** The cursor: the previous page's x-last-key; absent for the first page. */
export const getAuditLogPageQuerySchema = z.object({ lastKey: z.string().optional() });
/** The body: one page of entries, newest first. */
export const getAuditLogPageResponseSchema = z.array(auditLogEntrySchema);
export type GetAuditLogPageInput = { lastKey?: string | null | undefined };

/** Response headers: the total count and the cursor of the next page (absent on the last page). */
export const AUDIT_LOG_COUNT_HEADER = 'x-count';
export const AUDIT_LOG_LAST_KEY_HEADER = 'x-last-key';

/** GET /audit-log (spec 000 §7). */
export const getAuditLogPageEndpoint = defineEndpoint({
  method: 'GET',
  path: '/audit-log',
  query: getAuditLogPageQuerySchema,
  response: getAuditLogPageResponseSchema,
});

/** One page: `entries`, `total` from x-count, `lastKey` from x-last-key (null on the last page). */
export async function getAuditLogPage(
  client: ApiClient,
  input: GetAuditLogPageInput = {},
  options: CallOptions = {},
): Promise<AuditLogPage> {
  const spec = { method: getAuditLogPageEndpoint.method, path: getAuditLogPageEndpoint.path };
  const response = await client.request({
    ...spec,
    query: { lastKey: input.lastKey },
    signal: options.signal,
  });
  const entries = await readJson(response, spec);
  const count = response.headers.get(AUDIT_LOG_COUNT_HEADER);
  return parseResponse(
    auditLogPageSchema,
    {
      entries,
      total: count === null ? undefined : Number(count),
      lastKey: response.headers.get(AUDIT_LOG_LAST_KEY_HEADER) || null,
    },
    callLabel(spec),
  );
}

export function getAuditLogPageQueryOptions(
  client: ApiClient,
  accountId: string,
  lastKey: string | null = null,
) {
  return queryOptions({
    queryKey: auditLogKeys.page(accountId, lastKey),
    queryFn: ({ signal }) => getAuditLogPage(client, { lastKey }, { signal }),
  });
}

/** Every page so far, following lastKey until the server sends none. */
export function getAuditLogPagesQueryOptions(client: ApiClient, accountId: string) {
  return infiniteQueryOptions({
    queryKey: auditLogKeys.pages(accountId),
    queryFn: ({ pageParam, signal }) => getAuditLogPage(client, { lastKey: pageParam }, { signal }),
    initialPageParam: null as string | null,
    getNextPageParam: (page) => page.lastKey,
  });
}
