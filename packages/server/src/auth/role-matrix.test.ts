import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { EndpointName } from '@console/api-client';
import { endpoints } from '@console/api-client';
import { ROLE_CASE_CALLERS, ROLE_CASE_CODES, ROLE_CASES } from '@console/api-client/mocks';
import type { TestApp } from '../test/test-app';
import { CLAIMS, createTestApp } from '../test/test-app';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
}, 180_000);
afterAll(() => t.close());

const NAMES = Object.keys(endpoints) as EndpointName[];

/** One request of the role table (ROLE_CASES, written out by hand and shared with the mocks' run of it). */
async function call(name: EndpointName, token: string | undefined) {
  const { path, body } = ROLE_CASES[name].request;
  return t.request(endpoints[name].method, `/api${path}`, { token, body });
}

const expected = (status: number) => ({ status, error: ROLE_CASE_CODES[status] });
const actual = (res: { status: number; json: unknown }) => ({
  status: res.status,
  error: res.status >= 400 ? (res.json as { error?: string }).error : undefined,
});

it('the role table covers every call', () => {
  expect(Object.keys(ROLE_CASES).sort()).toEqual([...NAMES].sort());
});

describe.each(NAMES)('%s', (name) => {
  // signOut and endGhostMode end the token they are called with, so each cell signs a fresh one.
  it.each(ROLE_CASE_CALLERS)('as %s', async (caller) => {
    const token = caller === 'none' ? undefined : await t.sign(CLAIMS[caller]);
    expect(actual(await call(name, token))).toEqual(expected(ROLE_CASES[name][caller]));
  });

  it('an expired token answers as no token, with JWT_EXPIRED for a signed-in call; a tampered one as no token', async () => {
    const none = ROLE_CASES[name].none;
    const expired = actual(await call(name, t.tokens.expired));
    const tampered = actual(await call(name, t.tokens.tampered));
    expect(expired).toEqual(none === 401 ? { status: 401, error: 'JWT_EXPIRED' } : expected(none));
    expect(tampered).toEqual(expected(none));
  });
});
