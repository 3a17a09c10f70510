import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import { z } from 'zod';
import type { AppId } from '../apps';
import type { ApiClient } from '../client/create-client';
import type { CallOptions } from '../client/endpoint';
import { defineEndpoint, fillPath } from '../client/endpoint';
import { arrayParams, pageSchema, readPage } from '../client/paged';
import { appSessionKeys } from './keys';
import type { SessionListQuery } from './schemas';
import { appSessionSchema, sessionListQuerySchema } from './schemas';

/** The list's query; `status[]` repeats (spec 000 §7 arrays). */
export const listSessionsQuerySchema = z.preprocess(arrayParams('status'), sessionListQuerySchema);
/** The body: one page of sessions in the asked order. */
export const listSessionsResponseSchema = z.array(appSessionSchema);
/** One page as the client returns it: `items`, `count` (x-count), `lastKey` (x-last-key, null on the last page). */
export const sessionPageSchema = pageSchema(appSessionSchema);
export type SessionPage = z.infer<typeof sessionPageSchema>;

export type ListSessionsInput = SessionListQuery & { app: AppId };

/** GET /{app}/sessions (apps.md §2.2): filtered, sorted and paged like the audit log. */
export const listSessionsEndpoint = defineEndpoint({
  method: 'GET',
  path: '/:app/sessions',
  query: listSessionsQuerySchema,
  response: listSessionsResponseSchema,
});

/** The query string of a list or an export: only the filters that are set. */
export function sessionQueryParams({
  status,
  from,
  to,
  q,
  sort,
  refunded,
  limit,
  lastKey,
}: SessionListQuery) {
  return {
    status: status && status.length > 0 ? status : undefined,
    from,
    to,
    q: q?.trim() ? q.trim() : undefined,
    sort,
    refunded: refunded === true || refunded === 'true' ? true : undefined,
    limit: typeof limit === 'number' ? limit : undefined,
    lastKey,
  };
}

export function listSessions(
  client: ApiClient,
  { app, ...query }: ListSessionsInput,
  options: CallOptions = {},
): Promise<SessionPage> {
  return readPage(client, appSessionSchema, {
    method: listSessionsEndpoint.method,
    path: fillPath(listSessionsEndpoint.path, { app }),
    query: sessionQueryParams(query),
    signal: options.signal,
  });
}

/** One page; the previous page stays on screen while the next loads (Prev/Next, apps.md §0). */
export function listSessionsQueryOptions(
  client: ApiClient,
  accountId: string,
  app: AppId,
  query: SessionListQuery = {},
) {
  return queryOptions({
    queryKey: appSessionKeys.list(accountId, app, query),
    queryFn: ({ signal }) => listSessions(client, { app, ...query }, { signal }),
    placeholderData: keepPreviousData,
  });
}
