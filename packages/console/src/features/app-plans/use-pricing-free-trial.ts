import { errorMessage, startFreeTrialMutationOptions, type AppId } from '@console/api-client';
import { toast } from '@console/ui';
import { useMutation } from '@tanstack/react-query';
import { useNavigate } from '@tanstack/react-router';
import { useApi } from '../../lib/use-api';

const FREE_TRIAL_STARTED = 'Free trial started';
const FREE_TRIAL_FAILED = 'Failed to start free trial';

/**
 * Pricing's Start Free Trial (apps.md §2.3): the existing POST /{app}/billing/free-trial (its answer replaces the
 * app's billing in the cached bootstrap), the toast "Free trial started" and the app's dashboard; a failure says
 * "Failed to start free trial" with the server's message and rejects, so the button shows it too.
 */
export function usePricingFreeTrial(accountId: string, app: AppId): () => Promise<void> {
  const api = useApi();
  const navigate = useNavigate();
  const { mutateAsync } = useMutation(startFreeTrialMutationOptions(api, accountId));
  return async () => {
    try {
      await mutateAsync({ app });
    } catch (error) {
      toast.error(FREE_TRIAL_FAILED, errorMessage(error));
      throw error;
    }
    toast.success(FREE_TRIAL_STARTED);
    await navigate({ to: '/$app', params: { app } });
  };
}
