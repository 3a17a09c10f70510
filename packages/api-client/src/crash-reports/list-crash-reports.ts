import { infiniteQueryOptions } from '@tanstack/react-query';
import { z } from 'zod';
import type { ApiClient } from '../client/create-client';
import type { CallOptions } from '../client/endpoint';
import { defineEndpoint } from '../client/endpoint';
import { crashReportKeys } from './keys';
import type { CrashReportPage } from './schemas';
import { crashReportPageSchema } from './schemas';

export const listCrashReportsQuerySchema = z.object({ lastKey: z.string().optional() });

/** GET /watch-tower/errors (not in the spec; operators): crash reports, newest first, a page at a time. */
export const listCrashReportsEndpoint = defineEndpoint({
  method: 'GET',
  path: '/watch-tower/errors',
  query: listCrashReportsQuerySchema,
  response: crashReportPageSchema,
});

export function listCrashReports(
  client: ApiClient,
  input: { lastKey?: string | null | undefined } = {},
  options: CallOptions = {},
): Promise<CrashReportPage> {
  return client.json(crashReportPageSchema, {
    method: listCrashReportsEndpoint.method,
    path: listCrashReportsEndpoint.path,
    query: { lastKey: input.lastKey ?? undefined },
    signal: options.signal,
  });
}

export function listCrashReportsQueryOptions(client: ApiClient) {
  return infiniteQueryOptions({
    queryKey: crashReportKeys.pages(),
    queryFn: ({ pageParam, signal }) => listCrashReports(client, { lastKey: pageParam }, { signal }),
    initialPageParam: null as string | null,
    getNextPageParam: (page) => page.lastKey,
  });
}
