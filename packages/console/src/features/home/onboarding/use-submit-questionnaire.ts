import {
  errorMessage,
  getApp,
  markBootstrapOnboarded,
  QUESTIONNAIRE_MIN_WAIT_MS,
  questionnaireBody,
  startFreeTrialMutationOptions,
  submitQuestionnaireMutationOptions,
  type Bootstrap,
  type QuestionnaireForm,
} from '@console/api-client';
import { sleep, toast, useClock } from '@console/ui';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useApi } from '../../../lib/use-api';
import { rememberOnboarded } from './onboarded-locally';

/**
 * Submitting the questionnaire (spec 001 §4, §7, §9): PUT /accounts/questionnaire, then a free trial for each
 * chosen app, taking at least QUESTIONNAIRE_MIN_WAIT_MS (on the clock of the nearest ClockProvider); then the user is onboarded in the cached bootstrap, which
 * closes the dialog, even if saving failed (a toast says so; this browser then remembers it for the user, so the
 * questionnaire does not come back on the next load).
 */
export function useSubmitQuestionnaire(
  user: Pick<Bootstrap, 'id' | 'account'>,
): (form: QuestionnaireForm) => Promise<void> {
  const accountId = user.account.id;
  const clock = useClock();
  const api = useApi();
  const queryClient = useQueryClient();
  // Marking onboarded is ours to time, after the activations and the minimum wait: not the call's onSettled.
  const save = useMutation({ ...submitQuestionnaireMutationOptions(api), onSettled: undefined });
  const activate = useMutation(startFreeTrialMutationOptions(api, accountId));

  const saveAndActivate = async (form: QuestionnaireForm) => {
    try {
      await save.mutateAsync(questionnaireBody(form));
    } catch (error) {
      toast.error('Your answers could not be saved', errorMessage(error));
      rememberOnboarded(user);
      return;
    }
    const results = await Promise.allSettled(form.apps.map((app) => activate.mutateAsync({ app })));
    results.forEach((result, index) => {
      const app = form.apps[index];
      if (result.status === 'rejected' && app) {
        toast.error(
          `The free trial of ${getApp(app).title} could not be started`,
          errorMessage(result.reason),
        );
      }
    });
  };

  return async (form) => {
    await Promise.all([saveAndActivate(form), sleep(clock, QUESTIONNAIRE_MIN_WAIT_MS)]);
    markBootstrapOnboarded(queryClient);
  };
}
