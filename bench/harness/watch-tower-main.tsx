import '../../packages/console/src/index.css';
import { watchTowerSearchBench } from './watch-tower-search-bench';

/** Its own page (not index.html's hash table): the console's stylesheet and the profiling React build. */
watchTowerSearchBench().then(
  (result) => Object.assign(window, { __bench: { result } }),
  (error: unknown) => Object.assign(window, { __bench: { error: String(error) } }),
);
