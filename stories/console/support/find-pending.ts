import type { QueryClient, QueryKey } from '@tanstack/react-query';
import { expect, waitFor, within } from 'storybook/test';
import { useStoryClock } from '../../support/clock';

/**
 * A route's skeleton, found while its first call hangs. TanStack Router times its pending delay with Date, which
 * the stories freeze: once the call is in flight, the story clock moves on until the skeleton (a status) shows.
 */
export async function findPending(queryClient: QueryClient, queryKey: QueryKey, name: string) {
  await waitFor(() => expect(queryClient.isFetching({ queryKey })).toBe(1), { timeout: 5000 });
  // eslint-disable-next-line react-hooks/rules-of-hooks -- the story's fake clock, not a React hook
  const clock = useStoryClock();
  return waitFor(
    () => {
      clock.tick(500);
      return within(document.body).getByRole('status', { name });
    },
    { timeout: 5000 },
  );
}
