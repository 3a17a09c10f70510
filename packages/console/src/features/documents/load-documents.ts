import {
  getDocumentQueryOptions,
  listDocumentHistoryQueryOptions,
  listDocumentsQueryOptions,
  type ApiClient,
  type Bootstrap,
} from '@console/api-client';
import type { QueryClient } from '@tanstack/react-query';
import { ensureQuery } from '../../lib/ensure-query';
import { documentQuery, type DocumentSearch } from './document-search';
import { pageQuery, type PagedSearch } from '../../lib/paged-search';

interface RouteContext {
  queryClient: QueryClient;
  api: ApiClient;
  user: Bootstrap;
}

/** The list route's loader: the page of the address, read by the page with the same options. */
export function loadDocuments({ queryClient, api, user }: RouteContext, search: DocumentSearch) {
  return ensureQuery(queryClient, listDocumentsQueryOptions(api, user.account.id, documentQuery(search)));
}

/** The history route's loader: the document and the page of its history the address names. */
export function loadDocumentHistory(
  { queryClient, api, user }: RouteContext,
  id: string,
  search: PagedSearch,
) {
  return Promise.all([
    ensureQuery(queryClient, getDocumentQueryOptions(api, user.account.id, id)),
    ensureQuery(queryClient, listDocumentHistoryQueryOptions(api, user.account.id, id, pageQuery(search))),
  ]);
}
