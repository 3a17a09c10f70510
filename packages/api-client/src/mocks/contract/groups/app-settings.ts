import { appBillingPlans } from '../../../app-settings/plans';
import type { AppId } from '../../../apps';
import { billingPeriod } from '../../../billing/schemas';
import { demoAppSessions } from '../app-seed';
import { newestAuditEntry, NOW, refused, refusedStep } from '../facts';
import type { ContractGroup } from '../types';
import { documentSignatureGeneralSteps, otpGeneralSteps, paymentsGeneralSteps } from './app-general-fields';

const GENERAL = {
  displayName: 'Northwind Bank',
  linkExpiryMinutes: 30,
  language: 'fr',
  redirectUrl: 'https://northwind-contact.com/done',
  completionMessage: 'Thank you, you can return to your call.',
};
const LINK_DEFAULT = '{companyName}: {agentName} sent you a secure link: {link}';
const OTP_DEFAULT =
  '{companyName}: your verification code is {code}. It expires in {minutes} minutes. Never share it.';
const CUSTOM = '{companyName}: please verify here {link}';
const period = billingPeriod(new Date(NOW));
/** A message the app's rules refuse (rules/sms-template.ts), under `template`. */
const templateRefused = (name: string, app: AppId, template: string, message: string) =>
  refusedStep(
    name,
    { call: 'saveSmsContent', as: 'admin', path: `/${app}/settings/sms-content`, body: { template } },
    { field: 'template', message },
  );
const usagePeriod = (body: unknown) => {
  const { periodStart, periodEnd, sessionsThisPeriod } = body as Record<string, unknown>;
  return { periodStart, periodEnd, sessionsThisPeriod };
};

export const appSettingsGroup: ContractGroup = {
  name: 'apps: General settings, SMS content, plans, cancelling, the billing period',
  steps: [
    {
      name: 'General before any save: the branding name, 15 minutes, English',
      call: 'getGeneralSettings',
      as: 'admin',
      path: '/passkeys/settings/general',
      expect: {
        status: 200,
        body: {
          displayName: 'Northwind Contact',
          linkExpiryMinutes: 15,
          language: 'en',
          redirectUrl: '',
          completionMessage: '',
          offerEnrollment: true,
        },
      },
    },
    {
      name: 'a supervisor does not see settings',
      call: 'getGeneralSettings',
      as: 'supervisor',
      path: '/passkeys/settings/general',
      expect: { status: 403, body: refused(403, 'FORBIDDEN', 'You are not allowed to do this') },
    },
    refusedStep(
      'each refused field under its name',
      {
        call: 'saveGeneralSettings',
        as: 'admin',
        path: '/passkeys/settings/general',
        body: {
          ...GENERAL,
          displayName: '  ',
          redirectUrl: 'http://northwind-contact.com',
        },
      },
      { field: 'displayName', message: 'Display name is required' },
      { field: 'redirectUrl', message: 'Redirect URL must start with https://' },
    ),
    {
      name: 'saving answers the settings, with the enrolment offer kept on',
      call: 'saveGeneralSettings',
      as: 'admin',
      path: '/passkeys/settings/general',
      body: GENERAL,
      expect: { status: 200, body: { ...GENERAL, offerEnrollment: true } },
    },
    {
      name: 'and reads them back',
      call: 'getGeneralSettings',
      as: 'owner',
      path: '/passkeys/settings/general',
      expect: { status: 200, body: { ...GENERAL, offerEnrollment: true } },
    },
    newestAuditEntry('written to the audit log under the app', {
      admin: { firstName: 'Marcus', lastName: 'Reed' },
      namespace: 'passkeys',
      description: 'General settings saved',
      event: 'settings.general-saved',
    }),
    {
      name: 'passkeys keep their own field only: the offer turned off, a one-time passcode field dropped',
      call: 'saveGeneralSettings',
      as: 'admin',
      path: '/passkeys/settings/general',
      body: { ...GENERAL, offerEnrollment: false, codeLength: 8 },
      expect: { status: 200, body: { ...GENERAL, offerEnrollment: false } },
    },
    ...otpGeneralSteps,
    ...paymentsGeneralSteps,
    ...documentSignatureGeneralSteps,
    {
      name: 'SMS content before any save: the default, marked so',
      call: 'getSmsContent',
      as: 'admin',
      path: '/one-time-passcode/settings/sms-content',
      expect: { status: 200, body: { template: OTP_DEFAULT, isDefault: true } },
    },
    templateRefused(
      'OTP messages must carry {code}',
      'one-time-passcode',
      '{companyName}: open {link}',
      'The message must contain {code}',
    ),
    templateRefused(
      'the others {link}',
      'passkeys',
      'Hello from {companyName}',
      'The message must contain {link}',
    ),
    templateRefused(
      'a placeholder the app does not have',
      'passkeys',
      '{companyName} for {foo}: {link}',
      'Unknown placeholder {foo}',
    ),
    templateRefused('an empty message', 'passkeys', '', 'Message is required'),
    templateRefused(
      'more than 3 segments once rendered',
      'passkeys',
      `${'Please open this link. '.repeat(19)}{link}`,
      'The message must fit in 3 SMS segments',
    ),
    {
      name: 'a custom message is saved',
      call: 'saveSmsContent',
      as: 'admin',
      path: '/passkeys/settings/sms-content',
      body: { template: CUSTOM },
      expect: { status: 200, body: { template: CUSTOM, isDefault: false } },
    },
    {
      name: 'and read back',
      call: 'getSmsContent',
      as: 'owner',
      path: '/passkeys/settings/sms-content',
      expect: { status: 200, body: { template: CUSTOM, isDefault: false } },
    },
    {
      name: 'reset to default answers the default',
      call: 'resetSmsContent',
      as: 'owner',
      path: '/passkeys/settings/sms-content',
      expect: { status: 200, body: { template: LINK_DEFAULT, isDefault: true } },
    },
    newestAuditEntry('the reset is in the audit log', {
      admin: { firstName: 'Olivia', lastName: 'Bennett' },
      namespace: 'passkeys',
      description: 'SMS content reset to the default message',
      event: 'settings.sms-content-reset',
    }),
    {
      name: 'the default text, saved, is the account’s own message',
      call: 'saveSmsContent',
      as: 'admin',
      path: '/passkeys/settings/sms-content',
      body: { template: LINK_DEFAULT },
      expect: { status: 200, body: { template: LINK_DEFAULT, isDefault: false } },
    },
    {
      name: 'the plans, prices as data',
      call: 'listBillingPlans',
      as: 'admin',
      path: '/document-signature/billing/plans',
      expect: { status: 200, body: appBillingPlans('document-signature') },
    },
    {
      name: 'usage carries the calendar month and its sessions',
      call: 'getUsage',
      as: 'supervisor',
      path: '/passkeys/billing/usage',
      expect: {
        status: 200,
        view: usagePeriod,
        body: {
          ...period,
          sessionsThisPeriod: demoAppSessions('passkeys').filter((row) => row.createdAt >= period.periodStart)
            .length,
        },
      },
    },
    {
      name: 'only a subscription is cancelled',
      call: 'cancelSubscription',
      as: 'owner',
      path: '/e-form/billing/cancel',
      expect: { status: 409, body: refused(409, 'CONFLICT', 'Only a subscription can be cancelled') },
    },
    {
      name: 'cancelling a subscription',
      call: 'cancelSubscription',
      as: 'owner',
      path: '/passkeys/billing/cancel',
      expect: { status: 201, body: { status: 'cancelled' } },
    },
    newestAuditEntry('the cancel is in the audit log', {
      admin: { firstName: 'Olivia', lastName: 'Bennett' },
      namespace: 'passkeys',
      description: 'Subscription cancelled',
      event: 'billing.subscription-cancelled',
    }),
  ],
};
