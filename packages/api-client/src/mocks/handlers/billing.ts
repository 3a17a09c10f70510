import type { HttpHandler } from 'msw';
import { appIdSchema, getApp } from '../../apps';
import { endpoints } from '../../endpoints';
import { actorOf, withCaller } from '../http/caller';
import { answer, notFound } from '../http/respond';
import { route } from '../http/route';
import { appendAudit } from '../store/audit-log';
import { FREE_TIER_CREDITS } from '../store/billing';
import type { MockStore } from '../store/types';

export function billingHandlers(store: MockStore): HttpHandler[] {
  return [
    route(
      endpoints.getUsage,
      withCaller(store, ({ params }) => {
        const app = appIdSchema.safeParse(params.app);
        if (!app.success) return notFound('App');
        const { status, credits, freeTier } = store.billing[app.data];
        return answer(endpoints.getUsage, { status, credits, freeTier });
      }),
    ),
    /**
     * Starts a trial of an inactive or cancelled app with a fresh free tier. An app that is
     * already active keeps its billing, which is answered unchanged (our choice: idempotent).
     */
    route(
      endpoints.startFreeTrial,
      withCaller(store, ({ params, caller }) => {
        const app = appIdSchema.safeParse(params.app);
        if (!app.success) return notFound('App');
        const billing = store.billing[app.data];
        if (billing.status === 'inactive' || billing.status === 'cancelled') {
          Object.assign(billing, { status: 'free-trial', credits: 0, freeTier: FREE_TIER_CREDITS });
          appendAudit(store, actorOf(caller), {
            event: 'billing.free-trial-started',
            namespace: app.data,
            description: `Started a free trial of ${getApp(app.data).title}`,
          });
        }
        return answer(endpoints.startFreeTrial, { status: billing.status });
      }),
    ),
  ];
}
