import { mutationOptions } from '@tanstack/react-query';
import type { z } from 'zod';
import type { ApiClient } from '../client/create-client';
import type { CallOptions } from '../client/endpoint';
import { defineEndpoint } from '../client/endpoint';
import { markBootstrapOnboarded } from '../session/cache';
import { sessionKeys } from '../session/keys';
import { questionnaireBodySchema } from './schemas';

export const submitQuestionnaireBodySchema = questionnaireBodySchema;
export type SubmitQuestionnaireInput = z.input<typeof submitQuestionnaireBodySchema>;

/**
 * PUT /accounts/questionnaire (spec 001 §7). The answer is not shown: an empty 200. Each chosen
 * app is then activated with the free-trial call (`activateApp`), our reading of the activation
 * call whose path the spec does not show.
 */
export const submitQuestionnaireEndpoint = defineEndpoint({
  method: 'PUT',
  path: '/accounts/questionnaire',
  body: submitQuestionnaireBodySchema,
});

export function submitQuestionnaire(
  client: ApiClient,
  input: SubmitQuestionnaireInput,
  options: CallOptions = {},
): Promise<void> {
  return client.send({
    method: submitQuestionnaireEndpoint.method,
    path: submitQuestionnaireEndpoint.path,
    body: input,
    signal: options.signal,
  });
}

/** The user counts as onboarded afterwards even if saving fails (spec 001 §4): onSettled, no refetch. */
export function submitQuestionnaireMutationOptions(client: ApiClient) {
  return mutationOptions({
    mutationKey: [...sessionKeys.all, 'questionnaire'],
    mutationFn: (input: SubmitQuestionnaireInput) => submitQuestionnaire(client, input),
    onSettled: (_data, _error, _input, _onMutateResult, context) => markBootstrapOnboarded(context.client),
  });
}
