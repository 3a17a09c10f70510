import type { ContractGroup } from '../types';
import { ADMIN, DEMO, NOW, refused, SUPERVISOR } from '../facts';

const REPORT = {
  message: 'Cannot read properties of undefined',
  stack: 'TypeError: Cannot read properties of undefined\n    at render',
  url: 'https://console.test/settings',
  occurredAt: '2026-11-21T09:59:00.000Z',
  userAgent: 'Chromium',
};
const TICKET = { subject: 'Cannot export', description: 'The export button does nothing.', priority: 'high' };

export const supportGroup: ContractGroup = {
  name: 'crash reports and support tickets: sent by anyone or the account’s people, listed for operators',
  steps: [
    {
      name: 'a crash before sign-in is kept',
      call: 'reportError',
      as: 'none',
      path: '/errors',
      body: REPORT,
      generated: ['id'],
      expect: { status: 201, body: { id: '<generated>' } },
    },
    {
      name: 'a crash with a session names the account and the admin',
      call: 'reportError',
      as: 'admin',
      path: '/errors',
      body: { ...REPORT, release: '1.2.3' },
      generated: ['id'],
      expect: { status: 201, body: { id: '<generated>' } },
    },
    {
      name: 'a report needs its message',
      call: 'reportError',
      as: 'none',
      path: '/errors',
      body: { ...REPORT, message: '' },
      expect: {
        status: 400,
        body: {
          statusCode: 400,
          error: 'VALIDATION_FAILED',
          message: 'message: Too small: expected string to have >=1 characters',
        },
      },
    },
    {
      name: 'operators list the reports, newest first',
      call: 'listCrashReports',
      as: 'root',
      path: '/watch-tower/errors',
      generated: ['items.*.id'],
      expect: {
        status: 200,
        body: {
          items: [
            {
              id: '<generated>',
              ...REPORT,
              release: '1.2.3',
              receivedAt: NOW,
              account: { id: DEMO, name: 'Northwind Contact' },
              admin: { id: ADMIN, email: 'marcus.reed@northwind-contact.com' },
            },
            { id: '<generated>', ...REPORT, release: null, receivedAt: NOW, account: null, admin: null },
          ],
          total: 2,
          lastKey: null,
        },
      },
    },
    {
      name: 'a support ticket, numbered from 1001',
      call: 'createSupportTicket',
      as: 'supervisor',
      path: '/support/tickets',
      body: TICKET,
      generated: ['id'],
      expect: { status: 201, body: { id: '<generated>', number: 1001, emailStatus: 'sent' } },
    },
    {
      name: 'a live chat message is a ticket too',
      call: 'createSupportTicket',
      as: 'admin',
      path: '/support/tickets',
      body: { ...TICKET, priority: 'low', channel: 'chat' },
      generated: ['id'],
      expect: { status: 201, body: { id: '<generated>', number: 1002, emailStatus: 'sent' } },
    },
    {
      name: 'a ghosting operator is not the customer',
      call: 'createSupportTicket',
      as: 'ghost',
      path: '/support/tickets',
      body: TICKET,
      expect: { status: 403, body: refused(403, 'FORBIDDEN', 'You are not allowed to do this') },
    },
    {
      name: 'operators list the tickets, newest first',
      call: 'listSupportTickets',
      as: 'root',
      path: '/watch-tower/support-tickets',
      generated: ['items.*.id'],
      expect: {
        status: 200,
        body: {
          items: [
            {
              id: '<generated>',
              number: 1002,
              ...TICKET,
              priority: 'low',
              channel: 'chat',
              createdAt: NOW,
              account: { id: DEMO, name: 'Northwind Contact' },
              admin: {
                id: ADMIN,
                firstName: 'Marcus',
                lastName: 'Reed',
                email: 'marcus.reed@northwind-contact.com',
              },
            },
            {
              id: '<generated>',
              number: 1001,
              ...TICKET,
              channel: 'ticket',
              createdAt: NOW,
              account: { id: DEMO, name: 'Northwind Contact' },
              admin: {
                id: SUPERVISOR,
                firstName: 'Priya',
                lastName: 'Shah',
                email: 'priya.shah@northwind-contact.com',
              },
            },
          ],
          total: 2,
          lastKey: null,
        },
      },
    },
    {
      name: 'after the oldest ticket, nothing',
      call: 'listSupportTickets',
      as: 'root',
      path: '/watch-tower/support-tickets?lastKey=1001',
      expect: { status: 200, body: { items: [], total: 2, lastKey: null } },
    },
    {
      name: 'a cursor the server could not have given',
      call: 'listCrashReports',
      as: 'root',
      path: '/watch-tower/errors?lastKey=err_1',
      expect: { status: 400, body: refused(400, 'VALIDATION_FAILED', 'lastKey: not a key this server gave') },
    },
  ],
};
