import type { ContractGroup } from '../types';
import { DEMO, INTERNAL, NOW, OPERATOR, OPERATOR_EMAIL, refused, usageCredits } from '../facts';

type Series = { date: string; count: number }[];
/** A series as its length, first and last day and total. */
const series = (points: Series) => ({
  days: points.length,
  from: points[0]?.date,
  to: points.at(-1)?.date,
  total: points.reduce((sum, point) => sum + point.count, 0),
});
const statistics = (body: unknown) => {
  const { global, apps, paidAccounts } = body as {
    global: Series;
    apps: Record<string, Series>;
    paidAccounts?: Series;
  };
  return {
    global: series(global),
    apps: Object.fromEntries(Object.entries(apps).map(([app, points]) => [app, series(points).total])),
    ...(paidAccounts
      ? { paidAccounts: paidAccounts.at(-1)?.count, paidSince: paidAccounts.find((p) => p.count > 0)?.date }
      : {}),
  };
};
const list = (body: unknown) =>
  (body as { id: string; name: string; apps: { id: string }[]; provider: string; admins: unknown[] }[]).map(
    (account) =>
      `${account.name} | ${account.provider} | ${account.apps.map((app) => app.id).join(' ')} | ${account.admins.length}`,
  );

export const watchTowerGroup: ContractGroup = {
  name: 'Watch Tower: accounts, conversion to enterprise, statistics, ghost mode',
  steps: [
    {
      name: 'customer accounts by name (code points), with active apps, platform and admins',
      call: 'listAccounts',
      as: 'root',
      path: '/watch-tower/accounts',
      expect: {
        status: 200,
        view: list,
        body: [
          'Cobalt Logistics | azure | passkeys one-time-passcode document-signature | 3',
          'Delta Travel | okta | passkeys one-time-passcode payments | 4',
          'Granite Credit Union | zoom | e-form | 3',
          'Harbour Lane Care | azure |  | 1',
          'Iron Utilities | oidc | passkeys payments | 2',
          'Juniper Insurance | oidc | passkeys one-time-passcode | 3',
          'Keystone Insurance | zoom | one-time-passcode document-signature e-form payments | 2',
          'Keystone Insurance Co | azure | document-signature e-form payments | 3',
          'Lakeside Care | google | e-form payments | 1',
          'Northwind Contact | google | passkeys one-time-passcode document-signature identity-verification | 3',
          'Oak Credit Union | webex | one-time-passcode | 2',
          'Redwood Travel | zoom |  | 2',
          'Summit Telecom | okta | passkeys gateway-payments | 2',
          'Union Care | okta | e-form | 1',
        ],
      },
    },
    {
      name: 'an account: name, all seven apps, its admins in the order they were added',
      call: 'getAccount',
      as: 'root',
      path: `/watch-tower/accounts/${DEMO}`,
      expect: {
        status: 200,
        body: {
          account: { name: 'Northwind Contact' },
          apps: {
            passkeys: { id: 'passkeys', status: 'subscription' },
            'one-time-passcode': { id: 'one-time-passcode', status: 'free-trial' },
            'document-signature': { id: 'document-signature', status: 'enterprise' },
            'e-form': { id: 'e-form', status: 'cancelled' },
            payments: { id: 'payments', status: 'inactive' },
            'identity-verification': { id: 'identity-verification', status: 'free-trial' },
            'gateway-payments': { id: 'gateway-payments', status: 'inactive' },
          },
          admins: [
            {
              id: 'adm_demo0001',
              firstName: 'Olivia',
              lastName: 'Bennett',
              email: 'olivia.bennett@northwind-contact.com',
              photo: null,
              timeZone: 'Europe/London',
            },
            {
              id: 'adm_demo0002',
              firstName: 'Marcus',
              lastName: 'Reed',
              email: 'marcus.reed@northwind-contact.com',
              photo: null,
              timeZone: 'Europe/London',
            },
            {
              id: 'adm_demo0003',
              firstName: 'Priya',
              lastName: 'Shah',
              email: 'priya.shah@northwind-contact.com',
              photo: null,
              timeZone: 'Europe/London',
            },
          ],
        },
      },
    },
    {
      name: 'the operators’ own account is not a customer',
      call: 'getAccount',
      as: 'root',
      path: `/watch-tower/accounts/${INTERNAL}`,
      expect: { status: 404, body: refused(404, 'NOT_FOUND', 'Account not found') },
    },
    {
      name: 'an account’s daily tasks over two years, per app',
      call: 'getAccountStatistics',
      as: 'root',
      path: `/watch-tower/statistics/account?accountId=${DEMO}`,
      expect: {
        status: 200,
        view: statistics,
        body: {
          global: {
            days: 730,
            from: '2024-11-22',
            to: '2026-11-21',
            total: 16298,
          },
          apps: {
            'document-signature': 5246,
            'e-form': 34,
            'identity-verification': 1827,
            'one-time-passcode': 2701,
            passkeys: 6490,
          },
        },
      },
    },
    {
      name: 'the summary of all customers, with the paid accounts',
      call: 'getSummaryStatistics',
      as: 'root',
      path: '/watch-tower/statistics/summary',
      expect: {
        status: 200,
        view: statistics,
        body: {
          global: {
            days: 730,
            from: '2024-11-22',
            to: '2026-11-21',
            total: 59398,
          },
          apps: {
            'one-time-passcode': 8119,
            payments: 11949,
            'gateway-payments': 2471,
            'identity-verification': 1827,
            'e-form': 6940,
            passkeys: 16859,
            'document-signature': 11233,
          },
          paidAccounts: 11,
          paidSince: '2025-02-09',
        },
      },
    },
    {
      name: 'no statistics of the operators’ own account',
      call: 'getAccountStatistics',
      as: 'root',
      path: `/watch-tower/statistics/account?accountId=${INTERNAL}`,
      expect: { status: 404, body: refused(404, 'NOT_FOUND', 'Account not found') },
    },
    {
      name: 'an operator only converts to enterprise',
      call: 'updateAppStatus',
      as: 'root',
      path: `/watch-tower/accounts/${DEMO}/apps/payments/status`,
      body: { status: 'subscription' },
      expect: {
        status: 400,
        body: refused(400, 'VALIDATION_FAILED', 'status: an operator can only convert an app to enterprise'),
      },
    },
    {
      name: 'an unknown app',
      call: 'updateAppStatus',
      as: 'root',
      path: `/watch-tower/accounts/${DEMO}/apps/fax/status`,
      body: { status: 'enterprise' },
      expect: { status: 404, body: refused(404, 'NOT_FOUND', 'No such app') },
    },
    {
      name: 'an unknown account',
      call: 'updateAppStatus',
      as: 'root',
      path: '/watch-tower/accounts/acc_nowhere/apps/payments/status',
      body: { status: 'enterprise' },
      expect: { status: 404, body: refused(404, 'NOT_FOUND', 'Account not found') },
    },
    {
      name: 'an app already enterprise',
      call: 'updateAppStatus',
      as: 'root',
      path: `/watch-tower/accounts/${DEMO}/apps/document-signature/status`,
      body: { status: 'enterprise' },
      expect: { status: 409, body: refused(409, 'CONFLICT', 'Document Signature is already enterprise') },
    },
    {
      name: 'an app never used converts to enterprise',
      call: 'updateAppStatus',
      as: 'root',
      path: `/watch-tower/accounts/${DEMO}/apps/payments/status`,
      body: { status: 'enterprise' },
      expect: { status: 200, body: { status: 'enterprise' } },
    },
    {
      name: 'the customer’s log names the operator',
      call: 'getAuditLogPage',
      as: 'owner',
      path: '/audit-log',
      generated: ['*.id'],
      expect: {
        status: 200,
        view: (entries) => (entries as unknown[])[0],
        body: {
          id: '<generated>',
          timestamp: NOW,
          admin: { firstName: 'Riley', lastName: 'Morgan' },
          namespace: 'payments',
          description: 'Converted Payments to Enterprise',
          event: 'billing.converted-to-enterprise',
        },
      },
    },
    {
      name: 'the customer sees it',
      call: 'getUsage',
      as: 'owner',
      path: '/payments/billing/usage',
      expect: { status: 200, view: usageCredits, body: { status: 'enterprise', credits: 0, freeTier: 500 } },
    },
    {
      name: 'ghost mode: a token acting as owner in the account',
      call: 'startGhostMode',
      as: 'root',
      path: '/watch-tower/ghost-mode',
      body: { accountId: DEMO },
      tokens: ['token'],
      expect: { status: 201, body: { token: { acc: DEMO, sub: OPERATOR, role: 'owner', ghost: true } } },
    },
    {
      name: 'recorded in the account’s log',
      call: 'getAuditLogPage',
      as: 'owner',
      path: '/audit-log',
      expect: {
        status: 200,
        view: (entries) => (entries as { description: string }[])[0]?.description,
        body: `Started ghost mode (operator ${OPERATOR_EMAIL})`,
      },
    },
    {
      name: 'no ghosting into the operators’ own account',
      call: 'startGhostMode',
      as: 'root',
      path: '/watch-tower/ghost-mode',
      body: { accountId: INTERNAL },
      expect: { status: 404, body: refused(404, 'NOT_FOUND', 'Account not found') },
    },
    {
      name: 'a ghost is not an operator',
      call: 'listAccounts',
      as: 'ghost',
      path: '/watch-tower/accounts',
      expect: { status: 403, body: refused(403, 'FORBIDDEN', 'You are not allowed to do this') },
    },
  ],
};
