import { errorMessage, startFreeTrialMutationOptions, type AppId } from '@console/api-client';
import { toast } from '@console/ui';
import { useMutation } from '@tanstack/react-query';
import { useNavigate } from '@tanstack/react-router';
import { useApi } from './use-api';

/** What a Start Free Trial says: the failure toast's title, and a success toast when the page has one. */
interface FreeTrialTexts {
  failed: string;
  started?: string;
}

const HOME_TEXTS: FreeTrialTexts = { failed: 'The free trial could not be started' };

/**
 * "Start Free Trial" (spec 000 §4, and Pricing's, apps.md §2.3): POST /{app}/billing/free-trial; the answer replaces
 * the app's billing in the cached bootstrap (the mutation's onSuccess), then the user is taken to the app. A failure
 * says why in a toast and rejects, so the TimerButton shows it too. Pricing passes its own words ("Free trial
 * started" / "Failed to start free trial").
 */
export function useStartFreeTrial(
  accountId: string,
  texts: FreeTrialTexts = HOME_TEXTS,
): (app: AppId) => Promise<void> {
  const api = useApi();
  const navigate = useNavigate();
  const { mutateAsync } = useMutation(startFreeTrialMutationOptions(api, accountId));
  return async (app) => {
    try {
      await mutateAsync({ app });
    } catch (error) {
      toast.error(texts.failed, errorMessage(error));
      throw error;
    }
    if (texts.started) toast.success(texts.started);
    await navigate({ to: '/$app', params: { app } });
  };
}
