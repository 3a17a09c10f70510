import type { ContractGroup } from '../types';
import { ADMIN, INVITATIONS, NEWCOMER, refused, usageCredits, TENANT } from '../facts';

const ghost = { ghostOf: TENANT.id };

export const tenantsGroup: ContractGroup = {
  name: 'tenant scoping: every call acts in the session’s account only',
  steps: [
    {
      name: 'a ghost of another customer loads that account',
      call: 'getBootstrap',
      as: ghost,
      path: '/admins/bootstrap',
      expect: {
        status: 200,
        view: (body) => {
          const { account, branding, role, isRoot } = body as Record<string, unknown>;
          return { account, branding, role, isRoot };
        },
        body: {
          account: { id: TENANT.id, hasOnboarded: true },
          branding: { name: TENANT.name, logo: null, color: null, domain: null, domainIsVerified: false },
          role: 'owner',
          isRoot: false,
        },
      },
    },
    {
      name: 'its admins, not the demo account’s',
      call: 'listAdmins',
      as: ghost,
      path: '/admins',
      expect: {
        status: 200,
        view: (body) =>
          (body as { account: { id: string } }[]).every((admin) => admin.account.id === TENANT.id),
        body: true,
      },
    },
    {
      name: 'its invitations (none)',
      call: 'listInvitations',
      as: ghost,
      path: '/invitations',
      expect: { status: 200, body: [] },
    },
    {
      name: 'its audit log (empty)',
      call: 'getAuditLogPage',
      as: ghost,
      path: '/audit-log',
      expect: { status: 200, body: [], headers: { 'x-count': '0', 'x-last-key': null } },
    },
    {
      name: 'its integrations (none)',
      call: 'getLogging',
      as: ghost,
      path: '/logging',
      expect: { status: 200, body: { datadog: null, cloudwatch: null, sumologic: null, rapid7: null } },
    },
    {
      name: 'a demo admin is not found from there',
      call: 'updateAdminRole',
      as: ghost,
      path: `/admins/${ADMIN}/role`,
      body: { role: 'supervisor' },
      expect: { status: 404, body: refused(404, 'NOT_FOUND', 'Admin not found') },
    },
    {
      name: 'nor is a demo invitation',
      call: 'revokeInvitation',
      as: 'newcomer',
      path: '/invitations',
      body: { email: INVITATIONS[0]?.email },
      expect: { status: 404, body: refused(404, 'NOT_FOUND', 'Invitation not found') },
    },
    {
      name: 'the newcomer’s own credentials',
      call: 'getDeveloperAccount',
      as: 'newcomer',
      path: '/accounts/developer',
      expect: {
        status: 200,
        view: (body) => Object.keys(body as object),
        body: ['widgetKey', 'secretKey', 'webhookSecret'],
      },
    },
    {
      name: 'the newcomer’s trial is its own',
      call: 'startFreeTrial',
      as: 'newcomer',
      path: '/passkeys/billing/free-trial',
      expect: { status: 201, body: { status: 'free-trial' } },
    },
    {
      name: 'the demo account’s passkeys are untouched',
      call: 'getUsage',
      as: 'owner',
      path: '/passkeys/billing/usage',
      expect: {
        status: 200,
        view: usageCredits,
        body: { status: 'subscription', credits: 12840, freeTier: 500 },
      },
    },
    {
      name: 'the newcomer’s log has it',
      call: 'getAuditLogPage',
      as: 'newcomer',
      path: '/audit-log',
      expect: {
        status: 200,
        headers: { 'x-count': '1' },
        view: (entries) =>
          (entries as { event: string; namespace: string }[]).map(({ event, namespace }) => ({
            event,
            namespace,
          })),
        body: [{ event: 'billing.free-trial-started', namespace: 'passkeys' }],
      },
    },
    {
      name: 'and Watch Tower shows it for that account',
      call: 'getAccount',
      as: 'root',
      path: `/watch-tower/accounts/${NEWCOMER}`,
      expect: {
        status: 200,
        view: (body) => (body as { apps: Record<string, { status: string }> }).apps.passkeys,
        body: { id: 'passkeys', status: 'free-trial' },
      },
    },
  ],
};
