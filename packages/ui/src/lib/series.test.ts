import { describe, expect, it } from 'vitest';
import {
  MOVING_AVERAGE_DAYS,
  cumulativeHeadline,
  movingAverage,
  parseCalendarDate,
  seriesHeadline,
  sumHeadline,
  type SeriesPoint,
} from './series';

/** `counts` on consecutive days from 2026-01-01. */
const days = (counts: number[], from = Date.UTC(2026, 0, 1)): SeriesPoint[] =>
  counts.map((count, i) => ({ date: new Date(from + i * 86_400_000).toISOString().slice(0, 10), count }));

describe('parseCalendarDate', () => {
  it('reads yyyy-mm-dd as midnight UTC', () => {
    expect(parseCalendarDate('2026-11-21')).toBe(Date.UTC(2026, 10, 21));
    expect(parseCalendarDate('2024-02-29')).toBe(Date.UTC(2024, 1, 29));
  });

  it.each(['2026-11-21T00:00:00Z', '11/21/2026', '2026-1-2', ''])('rejects %j', (date) => {
    expect(() => parseCalendarDate(date)).toThrow(RangeError);
  });
});

describe('movingAverage', () => {
  it('uses a 14-day window by default', () => {
    expect(MOVING_AVERAGE_DAYS).toBe(14);
    const series = days(Array.from({ length: 20 }, (_, i) => i + 1));
    const average = movingAverage(series);
    expect(average[0]).toEqual({ date: '2026-01-14', value: 7.5 }); // mean of 1..14
    expect(average.at(-1)).toEqual({ date: '2026-01-20', value: 13.5 }); // mean of 7..20
  });

  it('starts on the first day with a full window behind it', () => {
    const average = movingAverage(days([3, 6, 9, 12, 15]), 3);
    expect(average).toEqual([
      { date: '2026-01-03', value: 6 },
      { date: '2026-01-04', value: 9 },
      { date: '2026-01-05', value: 12 },
    ]);
  });

  it('has no points for an empty series or one shorter than the window', () => {
    expect(movingAverage([])).toEqual([]);
    expect(movingAverage(days([1, 2, 3]), 4)).toEqual([]);
  });

  it('with a window of 1 is the series itself', () => {
    expect(movingAverage(days([4, 0, 7]), 1).map((point) => point.value)).toEqual([4, 0, 7]);
  });

  it('counts a missing day as zero and slides over calendar days', () => {
    const series: SeriesPoint[] = [
      { date: '2026-02-27', count: 3 },
      { date: '2026-02-28', count: 3 },
      { date: '2026-03-02', count: 6 }, // 2026-03-01 missing
    ];
    expect(movingAverage(series, 2)).toEqual([
      { date: '2026-02-28', value: 3 },
      { date: '2026-03-02', value: 3 },
    ]);
  });

  it('sorts unsorted input', () => {
    const series = days([2, 4, 6]).reverse();
    expect(movingAverage(series, 2)).toEqual([
      { date: '2026-01-02', value: 3 },
      { date: '2026-01-03', value: 5 },
    ]);
  });

  it('rejects a window that is not a positive integer', () => {
    expect(() => movingAverage(days([1]), 0)).toThrow(RangeError);
    expect(() => movingAverage(days([1]), 1.5)).toThrow(RangeError);
  });
});

describe('headlines', () => {
  const series = days([5, 8, 13]);

  it('cumulative uses the last value', () => {
    expect(cumulativeHeadline(series)).toBe(13);
    expect(cumulativeHeadline([...series].reverse())).toBe(13);
    expect(seriesHeadline(series, 'cumulative')).toBe(13);
  });

  it('other charts sum the counts', () => {
    expect(sumHeadline(series)).toBe(26);
    expect(seriesHeadline(series, 'sum')).toBe(26);
  });

  it('are 0 for an empty series', () => {
    expect(cumulativeHeadline([])).toBe(0);
    expect(sumHeadline([])).toBe(0);
  });
});
