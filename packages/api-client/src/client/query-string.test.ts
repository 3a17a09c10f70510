import { describe, expect, it } from 'vitest';
import { fillPath, successStatus } from './endpoint';
import { formatIssuePath } from './response-error';
import { toQueryString } from './query-string';

describe('toQueryString', () => {
  it('is empty without parameters', () => {
    expect(toQueryString(undefined)).toBe('');
    expect(toQueryString({ a: undefined, b: null })).toBe('');
  });

  it('writes arrays in bracket notation and encodes values', () => {
    expect(toQueryString({ apps: ['a', 'b'], q: 'x&y', n: 3, flag: false })).toBe(
      '?apps[]=a&apps[]=b&q=x%26y&n=3&flag=false',
    );
  });
});

describe('fillPath', () => {
  it('fills and encodes path parameters', () => {
    expect(
      fillPath('/watch-tower/accounts/:accountId/apps/:app/status', { accountId: 'a/b', app: 'e-form' }),
    ).toBe('/watch-tower/accounts/a%2Fb/apps/e-form/status');
  });

  it('refuses a missing parameter', () => {
    expect(() => fillPath('/admins/:id/role')).toThrow('missing path parameter: id');
  });
});

describe('successStatus', () => {
  it('is 201 for POST and 200 otherwise', () => {
    expect([
      successStatus('POST'),
      successStatus('GET'),
      successStatus('PUT'),
      successStatus('DELETE'),
    ]).toEqual([201, 200, 200, 200]);
  });
});

describe('formatIssuePath', () => {
  it('writes indexes in brackets and keys with dots', () => {
    expect(formatIssuePath([0, 'email'])).toBe('[0].email');
    expect(formatIssuePath(['apps', 'passkeys', 3, 'count'])).toBe('apps.passkeys[3].count');
  });
});
