import type { HttpHandler } from 'msw';
import { appGeneralSettings, savedGeneralSettings } from '../../app-settings/app-general-settings';
import { appBillingPlans, defaultGeneralSettings } from '../../app-settings/plans';
import type { AppId } from '../../apps';
import { auditEvents } from '../../rules/audit-events';
import { conflict, invalidField, REFUSALS } from '../../rules/errors';
import { checkSmsTemplate, defaultSmsTemplate } from '../../rules/sms-template';
import { callerApp } from '../http/app-param';
import { mockRoute } from '../http/mock-route';
import { appsState } from '../store/apps';
import { appendAudit } from '../store/audit-log';
import type { MockAccountState, MockStore } from '../store/types';

/** Back to the app's default message. */
function forgetTemplate(scope: MockAccountState, app: AppId): void {
  const state = appsState(scope);
  state.smsTemplates = Object.fromEntries(Object.entries(state.smsTemplates).filter(([key]) => key !== app));
}

/** Settings › General and SMS content, Pricing's plans and Billing's cancel (apps.md §2.3–§2.6). */
export function appSettingsHandlers(store: MockStore): HttpHandler[] {
  const general = (scope: MockAccountState, id: AppId) =>
    appGeneralSettings(
      id,
      appsState(scope).general[id] ??
        defaultGeneralSettings({ brandingName: scope.branding.name, accountName: scope.account.name }),
    );
  return [
    mockRoute(store, 'getGeneralSettings', ({ params, caller, scope }) =>
      general(scope, callerApp(params.app, caller)),
    ),
    mockRoute(store, 'saveGeneralSettings', ({ params, body, caller, scope }) => {
      const id = callerApp(params.app, caller);
      const saved = savedGeneralSettings(id, body, general(scope, id));
      appsState(scope).general[id] = saved;
      appendAudit(store, scope, caller, auditEvents.generalSettingsSaved(id));
      return saved;
    }),
    mockRoute(store, 'getSmsContent', ({ params, caller, scope }) => {
      const id = callerApp(params.app, caller);
      const saved = appsState(scope).smsTemplates[id];
      return { template: saved ?? defaultSmsTemplate(id), isDefault: saved === undefined };
    }),
    /** The app's rules after the body's schema; a saved text is the account's own, even when it reads as the default. */
    mockRoute(store, 'saveSmsContent', ({ params, body, caller, scope }) => {
      const id = callerApp(params.app, caller);
      const problem = checkSmsTemplate(id, body.template, general(scope, id).displayName);
      if (problem !== null) throw invalidField('template', problem);
      appsState(scope).smsTemplates[id] = body.template;
      appendAudit(store, scope, caller, auditEvents.smsContentSaved(id));
      return { template: body.template, isDefault: false };
    }),
    /** Resetting a default message changes nothing and writes no entry. */
    mockRoute(store, 'resetSmsContent', ({ params, caller, scope }) => {
      const id = callerApp(params.app, caller);
      if (appsState(scope).smsTemplates[id] !== undefined) {
        forgetTemplate(scope, id);
        appendAudit(store, scope, caller, auditEvents.smsContentReset(id));
      }
      return { template: defaultSmsTemplate(id), isDefault: true };
    }),
    mockRoute(store, 'listBillingPlans', ({ params, caller }) =>
      appBillingPlans(callerApp(params.app, caller)),
    ),
    /** Only a subscription is cancelled (409 otherwise); agents keep sending until the period ends. */
    mockRoute(store, 'cancelSubscription', ({ params, caller, scope }) => {
      const id = callerApp(params.app, caller);
      if (scope.billing[id].status !== 'subscription') throw conflict(REFUSALS.notSubscribed);
      scope.billing[id] = { ...scope.billing[id], status: 'cancelled' };
      appendAudit(store, scope, caller, auditEvents.subscriptionCancelled(id));
      return { status: 'cancelled' as const };
    }),
  ];
}
