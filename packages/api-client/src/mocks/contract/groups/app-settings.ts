import { appBillingPlans } from '../../../app-settings/plans';
import { billingPeriod } from '../../../billing/schemas';
import { demoAppSessions } from '../app-seed';
import { newestAuditEntry, NOW, refused, refusedFields } from '../facts';
import type { ContractGroup } from '../types';

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
const period = billingPeriod(new Date(NOW));
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
    {
      name: 'each refused field under its name',
      call: 'saveGeneralSettings',
      as: 'admin',
      path: '/passkeys/settings/general',
      body: { ...GENERAL, displayName: '  ', redirectUrl: 'http://northwind-contact.com' },
      expect: {
        status: 400,
        body: refusedFields(
          { field: 'displayName', message: 'Display name is required' },
          { field: 'redirectUrl', message: 'Redirect URL must start with https://' },
        ),
      },
    },
    {
      name: 'saving answers the settings',
      call: 'saveGeneralSettings',
      as: 'admin',
      path: '/passkeys/settings/general',
      body: GENERAL,
      expect: { status: 200, body: GENERAL },
    },
    {
      name: 'and reads them back',
      call: 'getGeneralSettings',
      as: 'owner',
      path: '/passkeys/settings/general',
      expect: { status: 200, body: GENERAL },
    },
    newestAuditEntry('written to the audit log under the app', {
      admin: { firstName: 'Marcus', lastName: 'Reed' },
      namespace: 'passkeys',
      description: 'General settings saved',
      event: 'settings.general-saved',
    }),
    {
      name: 'SMS content before any save: the default, marked so',
      call: 'getSmsContent',
      as: 'admin',
      path: '/one-time-passcode/settings/sms-content',
      expect: { status: 200, body: { template: OTP_DEFAULT, isDefault: true } },
    },
    {
      name: 'OTP messages must carry {code}',
      call: 'saveSmsContent',
      as: 'admin',
      path: '/one-time-passcode/settings/sms-content',
      body: { template: '{companyName}: open {link}' },
      expect: {
        status: 400,
        body: refusedFields({ field: 'template', message: 'The message must contain {code}' }),
      },
    },
    {
      name: 'the others {link}',
      call: 'saveSmsContent',
      as: 'admin',
      path: '/passkeys/settings/sms-content',
      body: { template: 'Hello from {companyName}' },
      expect: {
        status: 400,
        body: refusedFields({ field: 'template', message: 'The message must contain {link}' }),
      },
    },
    {
      name: 'a placeholder the app does not have',
      call: 'saveSmsContent',
      as: 'admin',
      path: '/passkeys/settings/sms-content',
      body: { template: '{companyName} for {foo}: {link}' },
      expect: {
        status: 400,
        body: refusedFields({ field: 'template', message: 'Unknown placeholder {foo}' }),
      },
    },
    {
      name: 'an empty message',
      call: 'saveSmsContent',
      as: 'admin',
      path: '/passkeys/settings/sms-content',
      body: { template: '' },
      expect: { status: 400, body: refusedFields({ field: 'template', message: 'Message is required' }) },
    },
    {
      name: 'more than 3 segments once rendered',
      call: 'saveSmsContent',
      as: 'admin',
      path: '/passkeys/settings/sms-content',
      body: { template: `${'Please open this link. '.repeat(19)}{link}` },
      expect: {
        status: 400,
        body: refusedFields({ field: 'template', message: 'The message must fit in 3 SMS segments' }),
      },
    },
    {
      name: 'a custom message is saved',
      call: 'saveSmsContent',
      as: 'admin',
      path: '/passkeys/settings/sms-content',
      body: { template: '{companyName}: please verify here {link}' },
      expect: {
        status: 200,
        body: { template: '{companyName}: please verify here {link}', isDefault: false },
      },
    },
    {
      name: 'and read back',
      call: 'getSmsContent',
      as: 'owner',
      path: '/passkeys/settings/sms-content',
      expect: {
        status: 200,
        body: { template: '{companyName}: please verify here {link}', isDefault: false },
      },
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
