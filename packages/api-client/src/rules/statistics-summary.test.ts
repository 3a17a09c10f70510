import { describe, expect, it } from 'vitest';
import { kpiChange, rangeDates, sessionTotals, statisticsSummary, successRate } from './statistics-summary';

const at = (date: string, status: 'success' | 'failure' | 'timeout' | 'pending', details = {}) => ({
  createdAt: `${date}T10:00:00.000Z`,
  status,
  details,
});

describe('statistics summary (apps.md §2.1)', () => {
  it('rates success over ended sessions with one decimal, null when none ended', () => {
    expect(successRate(8, 1, 1)).toBe(80);
    expect(successRate(2, 1, 0)).toBe(66.7);
    expect(successRate(0, 0, 0)).toBeNull();
    expect(sessionTotals([{ success: 2, failure: 1, timeout: 0, pending: 4 }])).toEqual({
      sessions: 7,
      success: 2,
      failure: 1,
      timeout: 0,
      pending: 4,
      successRate: 66.7,
    });
  });

  it('has a row for each of the range days, and the previous period of the same length', () => {
    const now = new Date('2026-11-27T12:00:00.000Z');
    expect(rangeDates(now, 7)).toEqual([
      '2026-11-21',
      '2026-11-22',
      '2026-11-23',
      '2026-11-24',
      '2026-11-25',
      '2026-11-26',
      '2026-11-27',
    ]);
    const summary = statisticsSummary(
      [
        at('2026-11-27', 'pending'),
        at('2026-11-27', 'success', { amount: 2500, currency: 'USD' }),
        at('2026-11-21', 'failure'),
        at('2026-11-20', 'success'),
        at('2026-11-14', 'timeout'),
        at('2026-11-13', 'success'),
      ],
      now,
      7,
      true,
    );
    expect(summary.series).toHaveLength(7);
    expect(summary.series.at(-1)).toEqual({
      date: '2026-11-27',
      success: 1,
      failure: 0,
      timeout: 0,
      pending: 1,
    });
    expect(summary.totals).toMatchObject({ sessions: 3, success: 1, failure: 1, successRate: 50 });
    expect(summary.previous).toMatchObject({ sessions: 2, success: 1, timeout: 1, successRate: 50 });
    expect(summary.amounts).toEqual([{ currency: 'USD', total: 2500 }]);
  });

  it('shows the change arrow, or "—" when the previous period had none', () => {
    expect(kpiChange(120, 100)).toEqual({ direction: 'up', text: '↑ 20%' });
    expect(kpiChange(90, 120)).toEqual({ direction: 'down', text: '↓ 25%' });
    expect(kpiChange(5, 5)).toEqual({ direction: 'flat', text: '0%' });
    expect(kpiChange(10, 0)).toEqual({ direction: null, text: '—' });
    expect(kpiChange(80, null)).toEqual({ direction: null, text: '—' });
  });
});
