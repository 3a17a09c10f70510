import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { EndpointName } from '@console/api-client';
import { endpoints } from '@console/api-client';
import { PROBES } from '../test/endpoint-probes';
import type { TestApp, TestPrincipal } from '../test/test-app';
import { CLAIMS, createTestApp } from '../test/test-app';
import { isAllowed, PERMISSIONS, principalsOf } from './permissions';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
}, 180_000);
afterAll(() => t.close());

const NAMES = Object.keys(endpoints) as EndpointName[];
const ROLES: TestPrincipal[] = ['supervisor', 'admin', 'owner', 'root', 'ghost'];

function call(name: EndpointName, token: string | undefined) {
  const { path, body } = PROBES[name];
  return t.request(endpoints[name].method, path, { token, body });
}

const callers = (name: EndpointName) =>
  ROLES.filter((role) => isAllowed(PERMISSIONS[name], principalsOf({ isRoot: false, ...CLAIMS[role] })));

describe('the permissions table', () => {
  it('covers every call of both tables', () => {
    expect(Object.keys(PERMISSIONS).sort()).toEqual([...NAMES].sort());
    expect(Object.keys(PROBES).sort()).toEqual([...NAMES].sort());
  });

  it('gives supervisors only their session, the questionnaire and support tickets', () => {
    expect(
      NAMES.filter((name) => PERMISSIONS[name] !== 'public' && callers(name).includes('supervisor')).sort(),
    ).toEqual(['createSupportTicket', 'getBootstrap', 'signOut', 'submitQuestionnaire']);
  });

  it('keeps Watch Tower, ghosting and conversion for root users, and unghosting for ghosts', () => {
    const rootOnly = NAMES.filter(
      (name) => PERMISSIONS[name] !== 'public' && callers(name).join() === 'root',
    );
    expect(rootOnly.sort()).toEqual([
      'getAccount',
      'getAccountStatistics',
      'getSummaryStatistics',
      'listAccounts',
      'listCrashReports',
      'listSupportTickets',
      'startGhostMode',
      'updateAppStatus',
    ]);
    expect(callers('endGhostMode')).toEqual(['ghost']);
  });
});

describe.each(NAMES)('%s', (name) => {
  const probe = PROBES[name];
  const isPublic = PERMISSIONS[name] === 'public';

  it(
    isPublic ? 'needs no session and ignores a bad token' : 'refuses no token, an expired and a tampered one',
    async () => {
      const none = await call(name, undefined);
      const expired = await call(name, t.tokens.expired);
      const tampered = await call(name, t.tokens.tampered);
      if (isPublic) {
        expect([none.status, expired.status, tampered.status]).toEqual([
          probe.status,
          probe.status,
          probe.status,
        ]);
        return;
      }
      expect(none).toMatchObject({ status: 401, json: { statusCode: 401, error: 'UNAUTHENTICATED' } });
      expect(expired).toMatchObject({ status: 401, json: { statusCode: 401, error: 'JWT_EXPIRED' } });
      expect(tampered).toMatchObject({ status: 401, json: { statusCode: 401, error: 'UNAUTHENTICATED' } });
    },
  );

  it.each(ROLES)('as %s', async (role) => {
    const allowed = isAllowed(PERMISSIONS[name], principalsOf({ isRoot: false, ...CLAIMS[role] }));
    const res = await call(name, await t.sign(CLAIMS[role]));
    if (allowed) expect(res.status).toBe(probe.status);
    else expect(res).toMatchObject({ status: 403, json: { statusCode: 403, error: 'FORBIDDEN' } });
  });
});
