import type { HttpHandler } from 'msw';
import { appBillingPlans, defaultGeneralSettings } from '../../app-settings/plans';
import type { AppId } from '../../apps';
import { visibleAppParam } from '../../rules/apps';
import { auditEvents } from '../../rules/audit-events';
import { conflict, invalidField, REFUSALS } from '../../rules/errors';
import { checkSmsTemplate, defaultSmsTemplate } from '../../rules/sms-template';
import { isStaffEmail } from '../../staff';
import { mockRoute } from '../http/mock-route';
import { appsState } from '../store/apps';
import { appendAudit } from '../store/audit-log';
import type { MockAccountState, MockStore } from '../store/types';

const brandingName = (scope: MockAccountState) => scope.branding.name ?? scope.account.name;

/** Back to the app's default message. */
function forgetTemplate(scope: MockAccountState, app: AppId): void {
  const state = appsState(scope);
  state.smsTemplates = Object.fromEntries(Object.entries(state.smsTemplates).filter(([key]) => key !== app));
}

/** Settings › General and SMS content, Pricing's plans and Billing's cancel (apps.md §2.3–§2.6). */
export function appSettingsHandlers(store: MockStore): HttpHandler[] {
  const app = (value: string | undefined, email: string) => visibleAppParam(value, isStaffEmail(email));
  const general = (scope: MockAccountState, id: AppId) =>
    appsState(scope).general[id] ?? defaultGeneralSettings(brandingName(scope));
  return [
    mockRoute(store, 'getGeneralSettings', ({ params, caller, scope }) =>
      general(scope, app(params.app, caller.admin.email)),
    ),
    mockRoute(store, 'saveGeneralSettings', ({ params, body, caller, scope }) => {
      const id = app(params.app, caller.admin.email);
      appsState(scope).general[id] = body;
      appendAudit(store, scope, caller, auditEvents.generalSettingsSaved(id));
      return body;
    }),
    mockRoute(store, 'getSmsContent', ({ params, caller, scope }) => {
      const id = app(params.app, caller.admin.email);
      const saved = appsState(scope).smsTemplates[id];
      return { template: saved ?? defaultSmsTemplate(id), isDefault: saved === undefined };
    }),
    /** The app's rules after the body's schema; saving the default text itself is the default again. */
    mockRoute(store, 'saveSmsContent', ({ params, body, caller, scope }) => {
      const id = app(params.app, caller.admin.email);
      const problem = checkSmsTemplate(id, body.template, general(scope, id).displayName);
      if (problem !== null) throw invalidField('template', problem);
      const isDefault = body.template === defaultSmsTemplate(id);
      if (isDefault) forgetTemplate(scope, id);
      else appsState(scope).smsTemplates[id] = body.template;
      appendAudit(store, scope, caller, auditEvents.smsContentSaved(id));
      return { template: body.template, isDefault };
    }),
    /** Resetting a default message changes nothing and writes no entry. */
    mockRoute(store, 'resetSmsContent', ({ params, caller, scope }) => {
      const id = app(params.app, caller.admin.email);
      if (appsState(scope).smsTemplates[id] !== undefined) {
        forgetTemplate(scope, id);
        appendAudit(store, scope, caller, auditEvents.smsContentReset(id));
      }
      return { template: defaultSmsTemplate(id), isDefault: true };
    }),
    mockRoute(store, 'listBillingPlans', ({ params, caller }) =>
      appBillingPlans(app(params.app, caller.admin.email)),
    ),
    /** Only a subscription is cancelled (409 otherwise); agents keep sending until the period ends. */
    mockRoute(store, 'cancelSubscription', ({ params, caller, scope }) => {
      const id = app(params.app, caller.admin.email);
      if (scope.billing[id].status !== 'subscription') throw conflict(REFUSALS.notSubscribed);
      scope.billing[id] = { ...scope.billing[id], status: 'cancelled' };
      appendAudit(store, scope, caller, auditEvents.subscriptionCancelled(id));
      return { status: 'cancelled' as const };
    }),
  ];
}
