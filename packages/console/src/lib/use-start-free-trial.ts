import { errorMessage, startFreeTrialMutationOptions, type AppId } from '@console/api-client';
import { toast } from '@console/ui';
import { useMutation } from '@tanstack/react-query';
import { useNavigate } from '@tanstack/react-router';
import { useApi } from './use-api';

/**
 * "Start Free Trial" (spec 000 §4): POST /{app}/billing/free-trial; the answer replaces the app's billing in the
 * cached bootstrap (the mutation's onSuccess), then the user is taken to the app. A failure says why in a toast
 * and rejects, so the TimerButton shows it too.
 */
export function useStartFreeTrial(accountId: string): (app: AppId) => Promise<void> {
  const api = useApi();
  const navigate = useNavigate();
  const { mutateAsync } = useMutation(startFreeTrialMutationOptions(api, accountId));
  return async (app) => {
    try {
      await mutateAsync({ app });
    } catch (error) {
      toast.error('The free trial could not be started', errorMessage(error));
      throw error;
    }
    await navigate({ to: '/$app', params: { app } });
  };
}
