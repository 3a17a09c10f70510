import { APPS } from '@console/api-client';
import { SmallMultiples, StackedBarChart } from '@console/ui';
import type { ReactElement } from 'react';
import { flushSync } from 'react-dom';
import { createRoot } from 'react-dom/client';
import { seriesByApp, statusSeries } from './series';

const apps = APPS.map(({ id, title }) => ({ id, title }));

/** Renders `element` synchronously ten times into #root and times each render. */
async function timeRenders(element: ReactElement) {
  const container = document.getElementById('root');
  if (!container) throw new Error('no #root');
  const times: number[] = [];
  for (let run = 0; run < 10; run += 1) {
    const root = createRoot(container);
    const start = performance.now();
    flushSync(() => root.render(element));
    times.push(performance.now() - start);
    await new Promise((resolve) => requestAnimationFrame(resolve));
    root.unmount();
  }
  return { first: times[0], times };
}

/** The 7-app, 730-day small multiples of Watch Tower. */
export const chartBench = () =>
  timeRenders(<SmallMultiples apps={apps} seriesByApp={seriesByApp} chartWidth={360} />);

/** An app dashboard's sessions per day, 730 days stacked by 4 statuses. */
export const stackedChartBench = () =>
  timeRenders(<StackedBarChart title="Sessions per day" series={statusSeries()} width={960} />);
