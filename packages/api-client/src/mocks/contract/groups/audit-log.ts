import type { ContractGroup } from '../types';
import { NOW, refused } from '../facts';

const page = (entries: unknown) => {
  const list = entries as { id: string }[];
  return { length: list.length, first: list[0]?.id, last: list.at(-1)?.id };
};
const CSV = {
  'content-type': 'text/csv; charset=utf-8',
  'content-disposition': 'attachment; filename="audit-log-2026-11-21.csv"',
};

export const auditLogGroup: ContractGroup = {
  name: 'audit log: pages of 25 with x-count and x-last-key, the CSV export and its formula guard',
  steps: [
    {
      name: 'the first page: 25 entries, newest first, the total and the next page’s cursor',
      call: 'getAuditLogPage',
      as: 'admin',
      path: '/audit-log',
      expect: {
        status: 200,
        view: page,
        headers: { 'x-count': '200', 'x-last-key': '176' },
        body: { length: 25, first: 'aud_000200', last: 'aud_000176' },
      },
    },
    {
      name: 'the page after a cursor',
      call: 'getAuditLogPage',
      as: 'admin',
      path: '/audit-log?lastKey=176',
      expect: {
        status: 200,
        view: page,
        headers: { 'x-count': '200', 'x-last-key': '151' },
        body: { length: 25, first: 'aud_000175', last: 'aud_000151' },
      },
    },
    {
      name: 'the last page has no cursor',
      call: 'getAuditLogPage',
      as: 'admin',
      path: '/audit-log?lastKey=26',
      expect: {
        status: 200,
        view: page,
        headers: { 'x-count': '200', 'x-last-key': null },
        body: { length: 25, first: 'aud_000025', last: 'aud_000001' },
      },
    },
    {
      name: 'after the last entry, nothing',
      call: 'getAuditLogPage',
      as: 'admin',
      path: '/audit-log?lastKey=1',
      expect: { status: 200, body: [], headers: { 'x-last-key': null } },
    },
    {
      name: 'a cursor the server could not have given is refused',
      call: 'getAuditLogPage',
      as: 'admin',
      path: '/audit-log?lastKey=aud_000010',
      expect: { status: 400, body: refused(400, 'VALIDATION_FAILED', 'lastKey: not a key this server gave') },
    },
    {
      name: 'the export: columns Date, Admin, Description, Event, App, dates in the given zone, CRLF',
      call: 'exportAuditLog',
      as: 'admin',
      path: '/audit-log/export?lastKey=5&timezone=America%2FNew_York',
      expect: {
        status: 200,
        headers: CSV,
        text: 'Date,Admin,Description,Event,App\r\n2026-05-27 18:03:21,Marcus Reed,Changed the role of lena.fischer@northwind-contact.com,admin.role-updated,Global\r\n2026-05-27 10:13:27,Olivia Bennett,Updated the customer lookup settings,customer-lookup.updated,Global\r\n2026-05-26 22:44:07,Olivia Bennett,Updated the customer lookup settings,customer-lookup.updated,Global\r\n2026-05-26 00:33:27,Tom Hughes,Invited lena.fischer@northwind-contact.com,admin.invited,Global\r\n',
      },
    },
    {
      name: 'an unknown zone is refused',
      call: 'exportAuditLog',
      as: 'admin',
      path: '/audit-log/export?timezone=Mars%2FOlympus',
      expect: {
        status: 400,
        body: refused(400, 'VALIDATION_FAILED', 'timezone: unknown time zone Mars/Olympus'),
      },
    },
    {
      name: 'the zone is required',
      call: 'exportAuditLog',
      as: 'admin',
      path: '/audit-log/export',
      expect: {
        status: 400,
        body: {
          statusCode: 400,
          error: 'VALIDATION_FAILED',
          message: 'timezone: Invalid input: expected string, received undefined',
        },
      },
    },
    {
      name: 'an address a spreadsheet would read as a formula is invited',
      call: 'createInvitation',
      as: 'admin',
      path: '/invitations',
      body: { email: '+1-0@example.com' },
      expect: { status: 201 },
    },
    { name: 'its e-mail carries a link', world: 'last-invitation-link', save: 'link' },
    {
      name: 'the person accepts',
      call: 'acceptInvitation',
      as: 'none',
      path: '/invitations/accept',
      body: { token: '{link}' },
      expect: { status: 201 },
    },
    {
      name: 'the export quotes a leading +, -, = or @ with an apostrophe, so no spreadsheet runs it',
      call: 'exportAuditLog',
      as: 'admin',
      path: '/audit-log/export?timezone=UTC',
      expect: {
        status: 200,
        view: (text) => String(text).split('\r\n').slice(0, 3).join('\r\n'),
        text: [
          'Date,Admin,Description,Event,App',
          `${NOW.slice(0, 10)} 10:00:00,Provider,'+1-0@example.com accepted the invitation,invitation.accepted,Global`,
          `${NOW.slice(0, 10)} 10:00:00,Marcus Reed,Invited +1-0@example.com,admin.invited,Global`,
        ].join('\r\n'),
      },
    },
    {
      name: 'a supervisor may not export',
      call: 'exportAuditLog',
      as: 'supervisor',
      path: '/audit-log/export?timezone=UTC',
      expect: { status: 403, body: refused(403, 'FORBIDDEN', 'You are not allowed to do this') },
    },
  ],
};
