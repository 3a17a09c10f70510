import { APPS } from '@console/api-client';
import { SmallMultiples } from '@console/ui';
import { flushSync } from 'react-dom';
import { createRoot } from 'react-dom/client';
import { seriesByApp } from './series';

const apps = APPS.map(({ id, title }) => ({ id, title }));

/** Renders the 7-app, 730-day small multiples synchronously, ten times, and times each render. */
export async function chartBench() {
  const container = document.getElementById('root');
  if (!container) throw new Error('no #root');
  const times: number[] = [];
  for (let run = 0; run < 10; run += 1) {
    const root = createRoot(container);
    const start = performance.now();
    flushSync(() => root.render(<SmallMultiples apps={apps} seriesByApp={seriesByApp} chartWidth={360} />));
    times.push(performance.now() - start);
    await new Promise((resolve) => requestAnimationFrame(resolve));
    root.unmount();
  }
  return { first: times[0], times };
}
