import { describe, expect, it } from 'vitest';
import { dayTotal, stackedPaths, type StackedPoint } from './stacked-series';

const day = (
  date: string,
  success: number,
  failure: number,
  timeout: number,
  pending: number,
): StackedPoint => ({
  date,
  success,
  failure,
  timeout,
  pending,
});

const geometry = {
  times: [0, 1],
  xScale: (time: number) => 10 + time * 10,
  // 100 px high, 1 px per session, y down.
  yScale: (value: number) => 100 - value,
  dayWidth: 10,
};

describe('stackedPaths', () => {
  it('stacks each day bottom up: success, failure, timeout, pending', () => {
    const paths = stackedPaths([day('2026-11-20', 5, 3, 2, 1)], { ...geometry, times: [0] });
    expect(paths.success).toBe('M6,95h8V100H6Z');
    expect(paths.failure).toBe('M6,92h8V95H6Z');
    expect(paths.timeout).toBe('M6,90h8V92H6Z');
    expect(paths.pending).toBe('M6,89h8V90H6Z');
  });

  it('leaves out empty segments, so the next status starts where the last drawn one ends', () => {
    const paths = stackedPaths([day('2026-11-20', 0, 4, 0, 0), day('2026-11-21', 2, 0, 0, 3)], geometry);
    expect(paths.success).toBe('M16,98h8V100H16Z');
    expect(paths.failure).toBe('M6,96h8V100H6Z');
    expect(paths.timeout).toBe('');
    expect(paths.pending).toBe('M16,95h8V98H16Z');
  });

  it('lets thin days touch instead of leaving sub-pixel gaps', () => {
    const paths = stackedPaths([day('2026-11-20', 1, 0, 0, 0)], { ...geometry, times: [0], dayWidth: 2 });
    expect(paths.success).toBe('M9,99h2V100H9Z');
  });
});

describe('dayTotal', () => {
  it('counts every status', () => {
    expect(dayTotal(day('2026-11-20', 5, 3, 2, 1))).toBe(11);
  });
});
