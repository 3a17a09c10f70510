import { describe, expect, it } from 'vitest';
import type { SeriesPoint } from '../../lib/series';
import { barsPath, buildChartModel, DAY_MS, nearestIndex } from './chart-model';

const days = (counts: number[], from = Date.UTC(2024, 10, 22)): SeriesPoint[] =>
  counts.map((count, i) => ({ date: new Date(from + i * DAY_MS).toISOString().slice(0, 10), count }));

const model = (series: SeriesPoint[], width = 400, averageDays?: number) =>
  buildChartModel({ series, width, height: 200, size: 'md', averageDays });

describe('nearestIndex', () => {
  const times = [0, 10, 20, 30];
  it.each([
    [-5, 0],
    [4, 0],
    [6, 1],
    [15, 1], // a tie goes to the earlier day
    [29, 3],
    [99, 3],
  ])('finds the day nearest to %d', (time, index) => {
    expect(nearestIndex(times, time)).toBe(index);
  });

  it('is -1 without days', () => {
    expect(nearestIndex([], 5)).toBe(-1);
  });
});

describe('buildChartModel', () => {
  it('gives every day a slot centred on its date, inside the plot', () => {
    const { xScale, times, innerWidth } = model(days([1, 2, 3, 4]));
    const slot = innerWidth / 4;
    expect(xScale(times[0] as number)).toBeCloseTo(slot / 2);
    expect(xScale(times[3] as number)).toBeCloseTo(innerWidth - slot / 2);
  });

  it('aligns the moving average with the days it covers', () => {
    const { average, averageLine } = model(days([2, 4, 6, 8]), 400, 2);
    expect(average).toEqual([undefined, 3, 5, 7]);
    expect(averageLine).toHaveLength(3);
  });

  it('keeps the y scale above zero for an all-zero or empty series', () => {
    expect(model(days([0, 0])).yScale.domain()).toEqual([0, 1]);
    expect(model([]).points).toEqual([]);
  });

  it('puts y gridlines on whole counts only', () => {
    expect(model(days([1, 3, 2])).yTicks).toEqual([0, 1, 2, 3]);
  });

  it('labels a two-year small chart with its first, middle and last days, not two "Jan 1"s', () => {
    const { xTicks } = buildChartModel({
      series: days(new Array<number>(730).fill(1)),
      width: 300,
      height: 140,
      size: 'sm',
    });
    expect(xTicks.edges).toBe(true);
    expect(xTicks.values.map((date) => date.toISOString().slice(0, 10))).toEqual([
      '2024-11-22',
      '2025-11-22',
      '2026-11-21',
    ]);
  });

  it('labels a wide chart with calendar-nice dates', () => {
    const { xTicks } = model(days(new Array<number>(730).fill(1)), 1200);
    expect(xTicks.edges).toBe(false);
    expect(xTicks.values.length).toBeGreaterThanOrEqual(3);
    expect(xTicks.values.every((date) => date.getUTCDate() === 1)).toBe(true);
  });
});

describe('barsPath', () => {
  it('draws every non-zero day as one subpath of a single path', () => {
    const path = barsPath(model(days([3, 0, 5, 1])));
    expect(path.match(/M/g)).toHaveLength(3);
    expect(path.endsWith('Z')).toBe(true);
  });

  it('is empty without days', () => {
    expect(barsPath(model([]))).toBe('');
  });
});
