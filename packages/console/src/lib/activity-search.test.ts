import { describe, expect, it } from 'vitest';
import {
  activityQuery,
  addDays,
  dayIn,
  hasActivityFilters,
  startOfDay,
  validateActivitySearch,
} from './activity-search';

const NOW = new Date('2026-11-21T10:00:00Z');

describe('validateActivitySearch', () => {
  it('keeps valid values and drops defaults and malformed ones', () => {
    expect(
      validateActivitySearch({
        status: ['success', 'nope'],
        range: 30,
        q: 'cust-1',
        limit: 26,
        sort: 'asc',
        cursors: ['k1'],
        session: 's1',
      }),
    ).toEqual({ q: 'cust-1', sort: 'asc', cursors: ['k1'], session: 's1' });
    expect(validateActivitySearch({ status: ['success', 'timeout'], range: 7, limit: 50 })).toEqual({
      status: ['success', 'timeout'],
      range: 7,
      limit: 50,
    });
  });

  it('accepts a custom range of up to 366 days in order, which wins over the preset', () => {
    expect(validateActivitySearch({ from: '2025-11-21', to: '2026-11-21', range: 7 })).toEqual({
      from: '2025-11-21',
      to: '2026-11-21',
    });
    expect(validateActivitySearch({ from: '2025-11-20', to: '2026-11-21' })).toEqual({});
    expect(validateActivitySearch({ from: '2026-11-22', to: '2026-11-21' })).toEqual({});
    expect(validateActivitySearch({ from: '2026-11-21' })).toEqual({});
  });
});

describe('days in a time zone', () => {
  it('finds the viewer day and its first instant', () => {
    expect(dayIn(NOW, 'Pacific/Auckland')).toBe('2026-11-21');
    expect(dayIn(new Date('2026-11-21T12:00:00Z'), 'Pacific/Auckland')).toBe('2026-11-22');
    expect(startOfDay('2026-11-21', 'UTC').toISOString()).toBe('2026-11-21T00:00:00.000Z');
    expect(startOfDay('2026-11-21', 'America/New_York').toISOString()).toBe('2026-11-21T05:00:00.000Z');
    expect(startOfDay('2026-07-01', 'Europe/London').toISOString()).toBe('2026-06-30T23:00:00.000Z');
    expect(addDays('2026-03-01', -1)).toBe('2026-02-28');
  });
});

describe('activityQuery', () => {
  it('starts a preset range at the viewer midnight, today included, newest first, 25 rows', () => {
    expect(activityQuery({}, NOW, 'UTC')).toEqual({
      from: '2026-10-23T00:00:00.000Z',
      sort: '-createdAt',
      limit: 25,
    });
    expect(activityQuery({ range: 7, sort: 'asc', limit: 10 }, NOW, 'America/New_York')).toEqual({
      from: '2026-11-15T05:00:00.000Z',
      sort: 'createdAt',
      limit: 10,
    });
  });

  it('ends a custom range at the last millisecond of its last day, and sends filters and the cursor', () => {
    expect(
      activityQuery(
        { from: '2026-11-01', to: '2026-11-10', status: ['failure'], q: '+4420', cursors: ['a', 'b'] },
        NOW,
        'UTC',
      ),
    ).toEqual({
      status: ['failure'],
      from: '2026-11-01T00:00:00.000Z',
      to: '2026-11-10T23:59:59.999Z',
      q: '+4420',
      sort: '-createdAt',
      limit: 25,
      lastKey: 'b',
    });
  });

  it("sends Payments' Refunded filter as refunded=true, and counts it as a filter", () => {
    expect(validateActivitySearch({ refunded: true })).toEqual({ refunded: true });
    expect(validateActivitySearch({ refunded: 'yes' })).toEqual({});
    expect(validateActivitySearch({ refunded: false })).toEqual({});
    expect(activityQuery({ refunded: true }, NOW, 'UTC')).toMatchObject({ refunded: true });
    expect(activityQuery({}, NOW, 'UTC')).not.toHaveProperty('refunded');
    expect(hasActivityFilters({ refunded: true })).toBe(true);
  });
});
