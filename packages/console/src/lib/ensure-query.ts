import type {
  DefaultError,
  InfiniteQueryExecuteOptions,
  QueryClient,
  QueryExecuteOptions,
  QueryKey,
} from '@tanstack/react-query';

/**
 * A route loader's read of a query: the cached answer when there is one, otherwise one fetch whose failure goes to
 * the route's errorComponent (Query 5.108's `query` with staleTime 'static', the deprecated ensureQueryData). The
 * route's component reads the same options with useSuspenseQuery.
 */
export function ensureQuery<
  TQueryFnData,
  TError = DefaultError,
  TData = TQueryFnData,
  TQueryKey extends QueryKey = QueryKey,
>(
  queryClient: QueryClient,
  options: QueryExecuteOptions<TQueryFnData, TError, TData, TQueryFnData, TQueryKey>,
): Promise<TData> {
  return queryClient.query({ ...options, staleTime: 'static' });
}

/** ensureQuery for a paged list (the first page); the component reads it with useSuspenseInfiniteQuery. */
export function ensureInfiniteQuery<TQueryFnData, TError, TData, TQueryKey extends QueryKey, TPageParam>(
  queryClient: QueryClient,
  options: InfiniteQueryExecuteOptions<TQueryFnData, TError, TData, TQueryKey, TPageParam>,
) {
  return queryClient.infiniteQuery({ ...options, staleTime: 'static' });
}
