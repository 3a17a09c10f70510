import { errorMessage, startFreeTrialMutationOptions, type AppId } from '@console/api-client';
import { toast } from '@console/ui';
import { useMutation } from '@tanstack/react-query';
import { useApi } from '../../lib/use-api';

/**
 * Start Free Trial from the billing page: POST /{app}/billing/free-trial; the answer replaces the app's billing in
 * the cached bootstrap and its usage is refetched (the mutation's onSuccess), so the row changes in place. Unlike the
 * home card (spec 000 §4) it stays on the page: the admin is reviewing every app's billing here. A failure says why
 * in a toast and rejects, so the TimerButton shows it too.
 */
export function useStartTrial(accountId: string): (app: AppId) => Promise<void> {
  const api = useApi();
  const { mutateAsync } = useMutation(startFreeTrialMutationOptions(api, accountId));
  return async (app) => {
    try {
      await mutateAsync({ app });
    } catch (error) {
      toast.error('The free trial could not be started', errorMessage(error));
      throw error;
    }
  };
}
