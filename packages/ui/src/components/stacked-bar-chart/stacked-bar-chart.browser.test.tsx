import { createRoot, type Root } from 'react-dom/client';
import { flushSync } from 'react-dom';
import { afterEach, describe, expect, it } from 'vitest';
import { DAY_MS } from '../chart/chart-model';
import { StackedBarChart } from './stacked-bar-chart';
import type { StackedPoint } from './stacked-series';

const days = (count: number): StackedPoint[] =>
  Array.from({ length: count }, (_, i) => ({
    date: new Date(Date.UTC(2024, 10, 22) + i * DAY_MS).toISOString().slice(0, 10),
    success: 30 + (i % 13),
    failure: i % 4,
    timeout: i % 3,
    pending: i % 9 === 0 ? 1 : 0,
  }));

let root: Root | undefined;

afterEach(() => {
  root?.unmount();
  document.body.replaceChildren();
});

describe('StackedBarChart', () => {
  it('draws 730 days × 4 statuses in the same task as four paths, not one element per bar', () => {
    const container = document.body.appendChild(document.createElement('div'));
    root = createRoot(container);
    flushSync(() =>
      root?.render(<StackedBarChart title="Sessions per day" series={days(730)} width={960} />),
    );
    const svg = container.querySelector('svg[role="img"]');
    expect(svg?.getAttribute('width')).toBe('960');
    const bars = svg?.querySelectorAll('path[data-status]') ?? [];
    expect([...bars].map((bar) => bar.getAttribute('data-status'))).toEqual([
      'success',
      'failure',
      'timeout',
      'pending',
    ]);
    expect(svg?.querySelectorAll('*').length).toBeLessThan(60);
    // The data table stays empty until opened.
    expect(container.querySelectorAll('tr')).toHaveLength(0);
  });
});
