import './harness.css';
import { chartBench, stackedChartBench } from './chart-bench';
import { searchBench } from './search-bench';

/** The page runs the benchmark its hash names and leaves the figures on window.__bench. */
const benches: Record<string, () => Promise<unknown>> = {
  '#chart': chartBench,
  '#stacked-chart': stackedChartBench,
  '#search': searchBench,
};

const run = benches[window.location.hash];
if (!run) throw new Error(`no benchmark ${window.location.hash}`);
run().then(
  (result) => Object.assign(window, { __bench: { result } }),
  (error: unknown) => Object.assign(window, { __bench: { error: String(error) } }),
);
