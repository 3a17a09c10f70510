import type { HttpHandler } from 'msw';
import { endpoints } from '../../endpoints';
import { actorOf, withCaller } from '../http/caller';
import { readBody } from '../http/read-body';
import { emptyAnswer } from '../http/respond';
import { route } from '../http/route';
import { appendAudit } from '../store/audit-log';
import type { MockStore } from '../store/types';

/** The questionnaire is kept and the account marked as onboarded. */
export function onboardingHandlers(store: MockStore): HttpHandler[] {
  return [
    route(
      endpoints.submitQuestionnaire,
      withCaller(store, async ({ request, caller }) => {
        const body = await readBody(request, endpoints.submitQuestionnaire.body);
        if (!body.ok) return body.response;
        store.questionnaire = body.data;
        store.account.hasOnboarded = true;
        appendAudit(store, actorOf(caller), {
          event: 'account.onboarded',
          description: 'Completed the onboarding questionnaire',
        });
        return emptyAnswer(endpoints.submitQuestionnaire);
      }),
    ),
  ];
}
