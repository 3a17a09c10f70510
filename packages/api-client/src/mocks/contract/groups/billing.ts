import type { ContractGroup } from '../types';
import { NOW } from '../facts';

const refused = (status: number, error: string, message: string) => ({ statusCode: status, error, message });
const firstEntry = (entries: unknown) => (entries as unknown[])[0];

export const billingGroup: ContractGroup = {
  name: 'billing: usage, free trials, unreleased apps',
  steps: [
    {
      name: 'an app’s usage: status, credits used and the free tier',
      call: 'getUsage',
      as: 'supervisor',
      path: '/one-time-passcode/billing/usage',
      expect: { status: 200, body: { status: 'free-trial', credits: 425, freeTier: 500 } },
    },
    {
      name: 'an unreleased app does not exist for customers',
      call: 'getUsage',
      as: 'owner',
      path: '/identity-verification/billing/usage',
      expect: { status: 404, body: refused(404, 'NOT_FOUND', 'No such app') },
    },
    {
      name: 'but does for the provider’s staff (a ghosting operator)',
      call: 'getUsage',
      as: 'ghost',
      path: '/identity-verification/billing/usage',
      expect: { status: 200, body: { status: 'free-trial', credits: 40, freeTier: 500 } },
    },
    {
      name: 'an unknown app is not found',
      call: 'getUsage',
      as: 'owner',
      path: '/fax/billing/usage',
      expect: { status: 404, body: refused(404, 'NOT_FOUND', 'No such app') },
    },
    {
      name: 'an app never used is inactive with nothing used (the operators’ own account)',
      call: 'getUsage',
      as: 'root',
      path: '/passkeys/billing/usage',
      expect: { status: 200, body: { status: 'inactive', credits: 0, freeTier: 500 } },
    },
    {
      name: 'a free trial of an inactive app',
      call: 'startFreeTrial',
      as: 'owner',
      path: '/payments/billing/free-trial',
      expect: { status: 201, body: { status: 'free-trial' } },
    },
    {
      name: 'starts with the free tier and nothing used',
      call: 'getUsage',
      as: 'owner',
      path: '/payments/billing/usage',
      expect: { status: 200, body: { status: 'free-trial', credits: 0, freeTier: 500 } },
    },
    {
      name: 'a cancelled app can start a trial again',
      call: 'startFreeTrial',
      as: 'admin',
      path: '/e-form/billing/free-trial',
      expect: { status: 201, body: { status: 'free-trial' } },
    },
    {
      name: 'written to the audit log under the app',
      call: 'getAuditLogPage',
      as: 'admin',
      path: '/audit-log',
      generated: ['*.id'],
      expect: {
        status: 200,
        view: firstEntry,
        body: {
          id: '<generated>',
          timestamp: NOW,
          admin: { firstName: 'Marcus', lastName: 'Reed' },
          namespace: 'e-form',
          description: 'Started a free trial of E-Form',
          event: 'billing.free-trial-started',
        },
      },
    },
    {
      name: 'an app in use cannot start a trial',
      call: 'startFreeTrial',
      as: 'owner',
      path: '/passkeys/billing/free-trial',
      expect: { status: 409, body: refused(409, 'CONFLICT', 'Passkeys is already active') },
    },
    {
      name: 'nor can a trial start twice',
      call: 'startFreeTrial',
      as: 'owner',
      path: '/payments/billing/free-trial',
      expect: { status: 409, body: refused(409, 'CONFLICT', 'Payments is already active') },
    },
    {
      name: 'the bootstrap shows the new trials',
      call: 'getBootstrap',
      as: 'owner',
      path: '/admins/bootstrap',
      expect: {
        status: 200,
        view: (body) => (body as { billing: unknown }).billing,
        body: {
          passkeys: { status: 'subscription' },
          'one-time-passcode': { status: 'free-trial' },
          'document-signature': { status: 'enterprise' },
          'e-form': { status: 'free-trial' },
          payments: { status: 'free-trial' },
          'identity-verification': { status: 'free-trial' },
          'gateway-payments': { status: 'inactive' },
        },
      },
    },
    {
      name: 'a supervisor cannot start a trial',
      call: 'startFreeTrial',
      as: 'supervisor',
      path: '/gateway-payments/billing/free-trial',
      expect: { status: 403, body: refused(403, 'FORBIDDEN', 'You are not allowed to do this') },
    },
    {
      name: 'this call takes no body',
      call: 'startFreeTrial',
      as: 'owner',
      path: '/gateway-payments/billing/free-trial',
      body: { app: 'gateway-payments' },
      expect: { status: 400, body: refused(400, 'VALIDATION_FAILED', 'This call takes no body') },
    },
  ],
};
