import { describe, expect, it } from 'vitest';
import { filterSessions, matchesSessionQuery, pageSessions, phoneQueryDigits } from './session-search';

const session = (id: string, createdAt: string, status: 'success' | 'failure' | 'pending' = 'success') => ({
  id,
  status,
  createdAt,
  sessionRef: `ref_${id}`,
  customerRef: `CUST-${id}`,
  phoneNumber: '+14155550123',
});

describe('session search (apps.md §2.2)', () => {
  const one = session('ses_abc123', '2026-11-20T10:00:00.000Z');

  it('matches customerRef by case-insensitive prefix', () => {
    expect(matchesSessionQuery(one, 'cust-ses')).toBe(true);
    expect(matchesSessionQuery(one, 'ses_abc123x')).toBe(false);
  });

  it('matches an E.164 prefix with or without +, spaces and dashes', () => {
    expect(phoneQueryDigits('+1 415-555')).toBe('1415555');
    expect(matchesSessionQuery(one, '+1415555')).toBe(true);
    expect(matchesSessionQuery(one, '1415')).toBe(true);
    expect(matchesSessionQuery(one, '+44')).toBe(false);
  });

  it('matches a session id or sessionRef, exact or by prefix', () => {
    expect(matchesSessionQuery(one, 'ses_abc123')).toBe(true);
    expect(matchesSessionQuery(one, 'SES_ABC')).toBe(true);
    expect(matchesSessionQuery(one, 'ref_ses_abc123')).toBe(true);
    expect(matchesSessionQuery(one, '   ')).toBe(true);
  });

  it('filters by status and [from, to), sorts newest first, and pages with a stable cursor', () => {
    const rows = [
      session('a', '2026-11-20T10:00:00.000Z'),
      session('b', '2026-11-21T10:00:00.000Z', 'failure'),
      session('c', '2026-11-22T10:00:00.000Z'),
      session('d', '2026-11-22T10:00:00.000Z', 'pending'),
    ];
    expect(filterSessions(rows, { status: ['success'] }).map((row) => row.id)).toEqual(['c', 'a']);
    expect(
      filterSessions(rows, { from: '2026-11-21T00:00:00.000Z', to: '2026-11-22T10:00:00.000Z' }).map(
        (r) => r.id,
      ),
    ).toEqual(['b']);
    const sorted = filterSessions(rows, {});
    expect(sorted.map((row) => row.id)).toEqual(['d', 'c', 'b', 'a']);
    const first = pageSessions(sorted, { limit: 3 });
    expect(first.items.map((row) => row.id)).toEqual(['d', 'c', 'b']);
    expect(first).toMatchObject({ count: 4, lastKey: '2026-11-21T10:00:00.000Z|b' });
    const second = pageSessions(sorted, { limit: 3, lastKey: first.lastKey ?? undefined });
    expect(second.items.map((row) => row.id)).toEqual(['a']);
    expect(second.lastKey).toBeNull();
    expect(filterSessions(rows, { sort: 'createdAt' }).map((row) => row.id)).toEqual(['a', 'b', 'c', 'd']);
    expect(() => pageSessions(sorted, { limit: 3, lastKey: 'nonsense' })).toThrow('lastKey');
  });
});
