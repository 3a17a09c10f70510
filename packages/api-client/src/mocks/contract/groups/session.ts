import type { ContractGroup } from '../types';
import {
  ALL_INACTIVE,
  DEMO,
  DEMO_BILLING,
  DEMO_BRANDING,
  INTERNAL,
  NEWCOMER,
  OLIVIA,
  OPERATOR,
  OPERATOR_EMAIL,
  PRIYA,
} from '../facts';

const operator = { id: OPERATOR, firstName: 'Riley', lastName: 'Morgan', email: OPERATOR_EMAIL };

export const sessionGroup: ContractGroup = {
  name: 'session: bootstrap, sign-out, ghost mode, questionnaire',
  steps: [
    {
      name: 'the owner loads the bootstrap: themself, the account, billing per app and branding',
      call: 'getBootstrap',
      as: 'owner',
      path: '/admins/bootstrap',
      expect: {
        status: 200,
        body: {
          ...OLIVIA,
          isStaff: false,
          account: { id: DEMO, hasOnboarded: true },
          billing: DEMO_BILLING,
          branding: DEMO_BRANDING,
        },
      },
    },
    {
      name: 'a supervisor gets their own role',
      call: 'getBootstrap',
      as: 'supervisor',
      path: '/admins/bootstrap',
      expect: {
        status: 200,
        body: { ...PRIYA, isStaff: false, billing: DEMO_BILLING, branding: DEMO_BRANDING },
      },
    },
    {
      name: 'an operator in their own session is root and staff, in the internal account',
      call: 'getBootstrap',
      as: 'root',
      path: '/admins/bootstrap',
      expect: {
        status: 200,
        body: {
          ...operator,
          role: 'admin',
          isRoot: true,
          isStaff: true,
          account: { id: INTERNAL, hasOnboarded: true },
          billing: ALL_INACTIVE,
          branding: {
            name: 'Provider Operations',
            logo: null,
            color: null,
            domain: null,
            domainIsVerified: false,
          },
        },
      },
    },
    {
      name: 'an operator ghosting is the owner of the ghosted account, not root',
      call: 'getBootstrap',
      as: 'ghost',
      path: '/admins/bootstrap',
      expect: {
        status: 200,
        body: {
          ...operator,
          role: 'owner',
          isRoot: false,
          isStaff: true,
          account: { id: DEMO, hasOnboarded: true },
          billing: DEMO_BILLING,
          branding: DEMO_BRANDING,
        },
      },
    },
    {
      name: 'the newcomer has not onboarded; no app is active',
      call: 'getBootstrap',
      as: 'newcomer',
      path: '/admins/bootstrap',
      expect: {
        status: 200,
        body: {
          id: 'adm_newco001',
          firstName: 'Amara',
          lastName: 'Osei',
          email: 'amara.osei@harbourlanecare.com',
          role: 'owner',
          isRoot: false,
          isStaff: false,
          account: { id: NEWCOMER, hasOnboarded: false },
          billing: ALL_INACTIVE,
          branding: {
            name: 'Harbour Lane Care',
            logo: null,
            color: null,
            domain: null,
            domainIsVerified: false,
          },
        },
      },
    },
    {
      name: 'no token: 401',
      call: 'getBootstrap',
      as: 'none',
      path: '/admins/bootstrap',
      expect: {
        status: 401,
        body: { statusCode: 401, error: 'UNAUTHENTICATED', message: 'A session token is required' },
      },
    },
    {
      name: 'the questionnaire refuses missing answers with the spec words',
      call: 'submitQuestionnaire',
      as: 'newcomer',
      path: '/accounts/questionnaire',
      body: { companyName: ' ', apps: ['identity-verification'] },
      expect: {
        status: 400,
        body: {
          statusCode: 400,
          error: 'VALIDATION_FAILED',
          message:
            'companyName: Company name is required; annualCallVolume: Annual call volume is required; apps.0: Invalid option: expected one of "passkeys"|"one-time-passcode"|"document-signature"|"e-form"|"payments"; currentAuthenticationMethod: Authentication method is required',
        },
      },
    },
    {
      name: 'the newcomer answers the questionnaire',
      call: 'submitQuestionnaire',
      as: 'newcomer',
      path: '/accounts/questionnaire',
      body: {
        companyName: 'Harbour Lane Care',
        annualCallVolume: '10k-50k',
        currentAuthenticationMethod: 'kba',
        apps: ['payments'],
      },
      expect: { status: 200 },
    },
    {
      name: 'and is onboarded',
      call: 'getBootstrap',
      as: 'newcomer',
      path: '/admins/bootstrap',
      expect: {
        status: 200,
        body: { onboarded: true },
        view: (body) => ({
          onboarded: (body as { account: { hasOnboarded: boolean } }).account.hasOnboarded,
        }),
      },
    },
    {
      name: 'only a ghost leaves ghost mode',
      call: 'endGhostMode',
      as: 'owner',
      path: '/ghost-mode',
      expect: {
        status: 403,
        body: { statusCode: 403, error: 'FORBIDDEN', message: 'You are not allowed to do this' },
      },
    },
    {
      name: 'leaving ghost mode gives the operator their own session back',
      call: 'endGhostMode',
      as: 'ghost',
      path: '/ghost-mode',
      tokens: ['token'],
      expect: { status: 200, body: { token: { acc: INTERNAL, sub: OPERATOR, role: 'admin', ghost: false } } },
    },
    {
      name: 'the ghost token has ended',
      call: 'getBootstrap',
      as: 'ghost',
      path: '/admins/bootstrap',
      expect: {
        status: 401,
        body: { statusCode: 401, error: 'UNAUTHENTICATED', message: 'The session is no longer valid' },
      },
    },
    {
      name: 'leaving ghost mode is in the ghosted account’s audit log, naming the operator',
      call: 'getAuditLogPage',
      as: 'owner',
      path: '/audit-log',
      generated: ['*.id'],
      expect: {
        status: 200,
        view: (entries) => (entries as unknown[])[0],
        body: {
          id: '<generated>',
          timestamp: '2026-11-21T10:00:00.000Z',
          admin: { firstName: 'Riley', lastName: 'Morgan' },
          namespace: 'global',
          description: `Ended ghost mode (ghost mode, operator ${OPERATOR_EMAIL})`,
          event: 'ghost-mode.ended',
        },
      },
    },
    {
      name: 'an admin signs out',
      call: 'signOut',
      as: 'admin',
      path: '/authentications',
      expect: { status: 200, text: '' },
    },
    {
      name: 'the signed-out token is refused',
      call: 'getBootstrap',
      as: 'admin',
      path: '/admins/bootstrap',
      expect: {
        status: 401,
        body: { statusCode: 401, error: 'UNAUTHENTICATED', message: 'The session is no longer valid' },
      },
    },
  ],
};
