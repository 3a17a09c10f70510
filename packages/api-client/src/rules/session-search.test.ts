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

  it("matches a payment's card last 4 exactly and its provider payment id by prefix", () => {
    const paid = {
      ...one,
      details: { card: { brand: 'Visa', last4: '4242' }, providerPaymentId: 'pi_3NxAbC' },
    };
    expect(matchesSessionQuery(paid, '4242')).toBe(true);
    expect(matchesSessionQuery(paid, '242')).toBe(false);
    expect(matchesSessionQuery(paid, 'PI_3nx')).toBe(true);
    expect(matchesSessionQuery(paid, 'pi_4')).toBe(false);
    // Another app's details have neither.
    expect(matchesSessionQuery({ ...one, details: { documentName: '4242' } }, '4242')).toBe(false);
  });

  it('keeps only payments refunded in full or in part with `refunded`', () => {
    const rows = [
      { ...session('a', '2026-11-20T10:00:00.000Z'), subStatus: 'refunded' },
      { ...session('b', '2026-11-21T10:00:00.000Z'), subStatus: 'partially_refunded' },
      { ...session('c', '2026-11-22T10:00:00.000Z'), subStatus: null },
    ];
    expect(filterSessions(rows, { refunded: true }).map((row) => row.id)).toEqual(['b', 'a']);
    expect(filterSessions(rows, { refunded: false })).toHaveLength(3);
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
