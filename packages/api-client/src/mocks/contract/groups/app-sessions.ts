import { sessionCsv } from '../../../rules/session-csv';
import { filterSessions, pageSessions } from '../../../rules/session-search';
import { statisticsSummary } from '../../../rules/statistics-summary';
import { demoAppSessions, withoutKeys } from '../app-seed';
import { NOW, refused, refusedStep } from '../facts';
import type { ContractGroup } from '../types';

const passkeys = demoAppSessions('passkeys');
const otp = demoAppSessions('one-time-passcode');
const firstPage = pageSessions(filterSessions(passkeys, {}), { limit: 10 });
const secondPage = pageSessions(filterSessions(passkeys, {}), {
  limit: 10,
  lastKey: firstPage.lastKey ?? '',
});
const ended = filterSessions(otp, { status: ['failure', 'timeout'], sort: 'createdAt' });
const endedPage = pageSessions(ended, { limit: 25, sort: 'createdAt' });
const searched = filterSessions(otp, { q: 'cust-10042' });
const refundedOnly = filterSessions(passkeys, { refunded: true });
const lastWeek = { from: '2026-11-14T00:00:00.000Z', to: '2026-11-21T00:00:00.000Z' };
const exported = filterSessions(passkeys, lastWeek);
const ids = (rows: unknown) => (rows as { id: string }[]).map((row) => row.id);
const listed = (rows: readonly object[]) => rows.map((row) => withoutKeys(row, 'events'));

export const appSessionsGroup: ContractGroup = {
  name: 'apps: dashboard summary, activity list, session, CSV export',
  steps: [
    {
      name: 'a supervisor reads the dashboard: 7 days, the 7 before, a row a day',
      call: 'getStatisticsSummary',
      as: 'supervisor',
      path: '/passkeys/statistics/summary?range=7',
      expect: { status: 200, body: statisticsSummary(passkeys, new Date(NOW), 7) },
    },
    refusedStep(
      'the range is 7, 30 or 90 days',
      { call: 'getStatisticsSummary', as: 'owner', path: '/passkeys/statistics/summary?range=14' },
      { field: 'range', message: 'Range must be 7, 30 or 90 days' },
    ),
    {
      name: 'an unreleased app does not exist for customers',
      call: 'getStatisticsSummary',
      as: 'owner',
      path: '/identity-verification/statistics/summary?range=30',
      expect: { status: 404, body: refused(404, 'NOT_FOUND', 'No such app') },
    },
    {
      name: 'the list: newest first, 10 a page, the total and the next cursor in the headers',
      call: 'listSessions',
      as: 'supervisor',
      path: '/passkeys/sessions?limit=10',
      expect: {
        status: 200,
        body: listed(firstPage.items),
        headers: { 'x-count': String(firstPage.count), 'x-last-key': firstPage.lastKey },
      },
    },
    {
      name: 'the next page starts after the cursor',
      call: 'listSessions',
      as: 'supervisor',
      path: `/passkeys/sessions?limit=10&lastKey=${encodeURIComponent(firstPage.lastKey ?? '')}`,
      expect: { status: 200, view: ids, body: ids(secondPage.items) },
    },
    {
      name: 'status[] repeats; oldest first on request',
      call: 'listSessions',
      as: 'admin',
      path: '/one-time-passcode/sessions?status[]=failure&status[]=timeout&sort=createdAt',
      expect: {
        status: 200,
        view: ids,
        body: ids(endedPage.items),
        headers: { 'x-count': String(endedPage.count) },
      },
    },
    {
      name: 'search matches the customer reference by prefix, in any case',
      call: 'listSessions',
      as: 'admin',
      path: '/one-time-passcode/sessions?q=cust-10042&limit=100',
      expect: {
        status: 200,
        view: ids,
        body: ids(searched.slice(0, 100)),
        headers: { 'x-count': String(searched.length) },
      },
    },
    {
      name: 'refunded=true keeps only sessions refunded in full or in part (none outside payments)',
      call: 'listSessions',
      as: 'admin',
      path: '/passkeys/sessions?refunded=true',
      expect: {
        status: 200,
        view: ids,
        body: ids(refundedOnly),
        headers: { 'x-count': String(refundedOnly.length) },
      },
    },
    refusedStep(
      'the page size is one of 10, 25, 50, 100',
      { call: 'listSessions', as: 'admin', path: '/passkeys/sessions?limit=20' },
      { field: 'limit', message: 'Limit must be 10, 25, 50 or 100' },
    ),
    {
      name: 'a cursor this server never gave',
      call: 'listSessions',
      as: 'admin',
      path: '/passkeys/sessions?lastKey=nonsense',
      expect: { status: 400, body: refused(400, 'VALIDATION_FAILED', 'lastKey: not a key this server gave') },
    },
    {
      name: 'the drawer: the session with its timeline',
      call: 'getSession',
      as: 'supervisor',
      path: `/passkeys/sessions/${passkeys[0]?.id ?? ''}`,
      expect: { status: 200, body: passkeys[0] },
    },
    {
      name: 'a session of another app is not found under this one',
      call: 'getSession',
      as: 'owner',
      path: `/one-time-passcode/sessions/${passkeys[0]?.id ?? ''}`,
      expect: { status: 404, body: refused(404, 'NOT_FOUND', 'Session not found') },
    },
    {
      name: 'the export: the filters as CSV, dates in the given zone',
      call: 'exportSessions',
      as: 'supervisor',
      path: `/passkeys/sessions/export?from=${lastWeek.from}&to=${lastWeek.to}&timezone=UTC`,
      expect: { status: 200, text: sessionCsv(exported, 'UTC') },
    },
    {
      name: 'an unknown time zone',
      call: 'exportSessions',
      as: 'admin',
      path: '/passkeys/sessions/export?timezone=Mars%2FOlympus',
      expect: {
        status: 400,
        body: refused(400, 'VALIDATION_FAILED', 'timezone: unknown time zone Mars/Olympus'),
      },
    },
  ],
};
