import { errorMessage, getBootstrapQueryOptions, startGhostModeMutationOptions } from '@console/api-client';
import { TimerButton, toast } from '@console/ui';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useNavigate, useRouteContext } from '@tanstack/react-router';
import { useApi } from '../../lib/use-api';

/**
 * Ghost mode (spec 000 §4): the new token replaces the session's, the query cache is reset (nothing of the
 * operator's own account may show), the bootstrap is loaded again, then the console opens at '/'. A failure keeps
 * the operator here with an error toast (the spec shows none).
 */
export function GhostModeButton({ accountId }: { accountId: string }) {
  const api = useApi();
  const session = useRouteContext({ from: '__root__', select: (context) => context.session });
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const ghost = useMutation({
    ...startGhostModeMutationOptions(api),
    onSuccess: async ({ token }) => {
      session.setToken(token);
      queryClient.clear();
      await queryClient.query({ ...getBootstrapQueryOptions(api), staleTime: 'static' });
      await navigate({ to: '/' });
    },
    onError: (error) => toast.error('Ghost Mode failed', errorMessage(error)),
  });
  return <TimerButton onClick={() => ghost.mutateAsync({ accountId })}>Ghost Mode</TimerButton>;
}
