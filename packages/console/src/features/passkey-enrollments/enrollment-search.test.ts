import { describe, expect, it } from 'vitest';
import { DEFAULT_ENROLLMENT_FILTERS, filterValueOf, searchOf } from './enrollment-filter-value';
import { enrollmentQuery, hasEnrollmentFilters, validateEnrollmentSearch } from './enrollment-search';

const WINDOWS_HELLO = '08987058-cadc-4b81-b6e1-30de50dcbe96';
const ONE_PASSWORD = 'bada5566-a7aa-401f-bd96-45619a55120d';

describe('the enrollments address', () => {
  it('keeps what it knows and drops the malformed, so an old link still opens the list', () => {
    expect(
      validateEnrollmentSearch({
        status: 'revoked',
        authenticator: WINDOWS_HELLO,
        q: 'CUST-1',
        limit: 50,
        cursors: ['k25'],
      }),
    ).toEqual({
      status: 'revoked',
      authenticator: WINDOWS_HELLO,
      q: 'CUST-1',
      limit: 50,
      cursors: ['k25'],
    });
    expect(
      validateEnrollmentSearch({
        status: 'active',
        limit: 30,
        q: '',
        cursors: [],
        authenticator: 'Windows Hello',
      }),
    ).toEqual({});
  });

  it('is the call’s query: Active and 25 by default, the last cursor as lastKey', () => {
    expect(enrollmentQuery({})).toEqual({ status: 'active', limit: 25 });
    expect(
      enrollmentQuery({ status: 'all', authenticator: ONE_PASSWORD, q: '+44', cursors: ['a', 'b'] }),
    ).toEqual({ status: 'all', authenticator: ONE_PASSWORD, q: '+44', limit: 25, lastKey: 'b' });
  });

  it('knows a filtered list from the default one', () => {
    expect(hasEnrollmentFilters({ limit: 50, cursors: ['a'] })).toBe(false);
    expect(hasEnrollmentFilters({ status: 'all' })).toBe(true);
    expect(hasEnrollmentFilters({ authenticator: ONE_PASSWORD })).toBe(true);
  });

  it('goes back to page 1 on a filter change, keeping the page size', () => {
    const search = { q: 'CUST', limit: 50 as const, cursors: ['a'] };
    expect(searchOf(search, { ...filterValueOf(search, 'CUST'), status: 'revoked' })).toEqual({
      status: 'revoked',
      q: 'CUST',
      limit: 50,
    });
    expect(searchOf(search, DEFAULT_ENROLLMENT_FILTERS)).toEqual({ limit: 50 });
  });
});
