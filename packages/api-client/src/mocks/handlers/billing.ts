import type { HttpHandler } from 'msw';
import { billingPeriod } from '../../billing/schemas';
import { checkFreeTrial, FREE_TIER_CREDITS } from '../../rules/apps';
import { auditEvents } from '../../rules/audit-events';
import { callerApp } from '../http/app-param';
import { mockRoute } from '../http/mock-route';
import { appSessionsOf } from '../store/apps';
import { appendAudit } from '../store/audit-log';
import type { MockStore } from '../store/types';

export function billingHandlers(store: MockStore): HttpHandler[] {
  return [
    /**
     * Credits used out of the free tier (an app never used is inactive with nothing used), and the calendar month's
     * sessions (apps.md §6).
     */
    mockRoute(store, 'getUsage', ({ params, caller, scope }) => {
      const app = callerApp(params.app, caller);
      const { status, credits, freeTier } = scope.billing[app];
      const period = billingPeriod(store.now);
      const sessionsThisPeriod = appSessionsOf(store, scope, app).filter(
        (session) => session.createdAt >= period.periodStart,
      ).length;
      return { status, credits, freeTier, ...period, sessionsThisPeriod };
    }),
    /** Starts a free trial of an inactive or cancelled app with a fresh free tier; an app in use is a conflict. */
    mockRoute(store, 'startFreeTrial', ({ params, caller, scope }) => {
      const app = callerApp(params.app, caller);
      checkFreeTrial(app, scope.billing[app].status);
      // Read before the status changes: an app never used starts its trial with no sessions, as on the server,
      // whether or not anything had asked for them yet.
      appSessionsOf(store, scope, app);
      scope.billing[app] = {
        ...scope.billing[app],
        status: 'free-trial',
        credits: 0,
        freeTier: FREE_TIER_CREDITS,
      };
      appendAudit(store, scope, caller, auditEvents.freeTrialStarted(app));
      return { status: 'free-trial' as const };
    }),
  ];
}
