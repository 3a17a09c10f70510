import { createRoot, type Root } from 'react-dom/client';
import type { ReactNode } from 'react';
import { flushSync } from 'react-dom';
import { afterEach, describe, expect, it } from 'vitest';
import type { SeriesPoint } from '../../lib/series';
import { DAY_MS } from './chart-model';
import { SmallMultiples } from './small-multiples';
import { TimeSeriesChart } from './time-series-chart';

const series = (days: number, seed: number): SeriesPoint[] =>
  Array.from({ length: days }, (_, i) => ({
    date: new Date(Date.UTC(2024, 10, 22) + i * DAY_MS).toISOString().slice(0, 10),
    count: (i * seed) % 97,
  }));

const apps = Array.from({ length: 7 }, (_, i) => ({ id: `app-${i}`, title: `App ${i}` }));
const seriesByApp = Object.fromEntries(apps.map((app, i) => [app.id, series(730, i + 3)]));

let root: Root | undefined;
const render = (element: ReactNode) => {
  const container = document.body.appendChild(document.createElement('div'));
  root = createRoot(container);
  flushSync(() => root?.render(element));
  return container;
};

afterEach(() => {
  root?.unmount();
  document.body.replaceChildren();
});

describe('TimeSeriesChart', () => {
  it('draws in the same task when given a width (what a benchmark times)', () => {
    const container = render(
      <TimeSeriesChart title="Tasks Completed" series={series(730, 5)} movingAverage={14} width={800} />,
    );
    const svg = container.querySelector('svg[role="img"]');
    expect(svg?.getAttribute('width')).toBe('800');
    expect(container.querySelectorAll('text').length).toBeGreaterThan(3);
  });

  it('draws 7 apps × 730 days with a handful of elements per chart, not one per day', () => {
    const container = render(
      <SmallMultiples apps={apps} seriesByApp={seriesByApp} movingAverage={14} chartWidth={320} />,
    );
    const charts = container.querySelectorAll('svg[role="img"]');
    expect(charts).toHaveLength(7);
    charts.forEach((chart) => {
      expect(chart.querySelectorAll('path').length).toBeLessThanOrEqual(4); // grid, bars, average
      expect(chart.querySelectorAll('*').length).toBeLessThan(40);
    });
    // The data tables stay empty until opened.
    expect(container.querySelectorAll('tr')).toHaveLength(0);
  });

  it('shows the last value of a cumulative series and the sum otherwise', () => {
    const points = [
      { date: '2026-11-19', count: 10 },
      { date: '2026-11-20', count: 12 },
      { date: '2026-11-21', count: 13 },
    ];
    const container = render(
      <>
        <TimeSeriesChart title="Paid Accounts" series={points} mode="cumulative" width={400} />
        <TimeSeriesChart title="Tasks Completed" series={points} width={400} />
      </>,
    );
    const [paid, tasks] = container.querySelectorAll('figure');
    expect(paid?.textContent).toContain('13as of Nov 21');
    expect(tasks?.textContent).toContain('35total');
  });
});
