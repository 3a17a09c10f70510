import type { ContractGroup } from '../types';
import { refused } from '../facts';

type Result = { id: string; app: string; timestamp: string };
/** How many results, the first two whole, and whether they are newest first. */
const summary = (results: unknown) => {
  const list = results as Result[];
  const times = list.map((result) => result.timestamp);
  return {
    count: list.length,
    newestFirst: times.every((time, index) => index === 0 || (times[index - 1] ?? '') >= time),
    apps: [...new Set(list.map((result) => result.app))].sort(),
    first: list.slice(0, 2),
  };
};

export const customerSearchGroup: ContractGroup = {
  name: 'global customer search: any case, part of a reference, newest first, unreleased apps for staff',
  steps: [
    {
      name: 'part of a reference, any case, finds several customers’ sessions',
      call: 'searchCustomers',
      as: 'admin',
      path: '/results/customer?customerRef=cust-10',
      expect: {
        status: 200,
        view: summary,
        body: {
          count: 66,
          newestFirst: true,
          apps: ['document-signature', 'e-form', 'one-time-passcode', 'passkeys', 'payments'],
          first: [
            {
              id: 'res_000070',
              app: 'payments',
              status: 'timeout',
              timestamp: '2026-11-21T03:02:05.076Z',
              sessionRef: 'ses_553e1f31e9a871c3e2d465da',
              phoneNumber: '+61491570602',
            },
            {
              id: 'res_000076',
              app: 'one-time-passcode',
              status: 'failure',
              timestamp: '2026-11-19T10:58:39.057Z',
              sessionRef: 'ses_4f8483153b150fa30b97ee54',
              phoneNumber: '+61491570602',
            },
          ],
        },
      },
    },
    {
      name: 'staff (a ghosting operator) also see sessions of unreleased apps',
      call: 'searchCustomers',
      as: 'ghost',
      path: '/results/customer?customerRef=CUST-10042',
      expect: {
        status: 200,
        view: summary,
        body: {
          count: 60,
          newestFirst: true,
          apps: [
            'document-signature',
            'e-form',
            'gateway-payments',
            'identity-verification',
            'one-time-passcode',
            'passkeys',
            'payments',
          ],
          first: [
            {
              id: 'res_000046',
              app: 'payments',
              status: 'success',
              timestamp: '2026-11-18T22:20:27.032Z',
              sessionRef: 'S-629751',
              phoneNumber: '+61491570886',
            },
            {
              id: 'res_000007',
              app: 'one-time-passcode',
              status: 'success',
              timestamp: '2026-11-17T00:09:19.451Z',
              sessionRef: 'ses_301f5b02e0270ac6f64caa7a',
              phoneNumber: '+61491570749',
            },
          ],
        },
      },
    },
    {
      name: 'customers see released apps only',
      call: 'searchCustomers',
      as: 'owner',
      path: '/results/customer?customerRef=CUST-10042',
      expect: {
        status: 200,
        view: summary,
        body: {
          count: 46,
          newestFirst: true,
          apps: ['document-signature', 'e-form', 'one-time-passcode', 'passkeys', 'payments'],
          first: [
            {
              id: 'res_000046',
              app: 'payments',
              status: 'success',
              timestamp: '2026-11-18T22:20:27.032Z',
              sessionRef: 'S-629751',
              phoneNumber: '+61491570886',
            },
            {
              id: 'res_000007',
              app: 'one-time-passcode',
              status: 'success',
              timestamp: '2026-11-17T00:09:19.451Z',
              sessionRef: 'ses_301f5b02e0270ac6f64caa7a',
              phoneNumber: '+61491570749',
            },
          ],
        },
      },
    },
    {
      name: 'only spaces find nothing',
      call: 'searchCustomers',
      as: 'owner',
      path: '/results/customer?customerRef=%20%20',
      expect: { status: 200, body: [] },
    },
    {
      name: 'a reference is required',
      call: 'searchCustomers',
      as: 'owner',
      path: '/results/customer',
      expect: {
        status: 400,
        body: {
          statusCode: 400,
          error: 'VALIDATION_FAILED',
          message: 'customerRef: Invalid input: expected string, received undefined',
        },
      },
    },
    {
      name: 'another account has no sessions of these customers',
      call: 'searchCustomers',
      as: 'newcomer',
      path: '/results/customer?customerRef=CUST',
      expect: { status: 200, body: [] },
    },
    {
      name: 'a supervisor has no search',
      call: 'searchCustomers',
      as: 'supervisor',
      path: '/results/customer?customerRef=CUST',
      expect: { status: 403, body: refused(403, 'FORBIDDEN', 'You are not allowed to do this') },
    },
  ],
};
