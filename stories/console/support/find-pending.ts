import type { QueryClient, QueryKey } from '@tanstack/react-query';
import { expect, waitFor, within } from 'storybook/test';

/** A route's skeleton (a status named `name`), found once its first call hangs and the router's pending delay passed. */
export async function findPending(queryClient: QueryClient, queryKey: QueryKey, name: string) {
  await waitFor(() => expect(queryClient.isFetching({ queryKey })).toBe(1));
  return within(document.body).findByRole('status', { name });
}
