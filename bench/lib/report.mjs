import { BUDGETS } from './budgets.mjs';
import { kB } from './gzip-size.mjs';

const OVER = 'OVER';

/** Route rows: JS (gzip) and its ratio to the floor, extra JS over home, CSS; each against its budget. */
export function routeRows(floor, routes) {
  const floorKb = kB(floor.js.bytes);
  const home = routes.find((route) => route.name === 'home');
  const homeFiles = new Set(home?.js?.files ?? []);
  return routes.map((route) => {
    if (route.error)
      return { route: route.name, path: route.path, error: route.error, status: 'not measured' };
    const jsKb = kB(route.js.bytes);
    const cssKb = kB(route.css.bytes);
    const ratio = Math.round((route.js.bytes / floor.js.bytes) * 100) / 100;
    const extraBytes = route.js.files
      .filter((file) => !homeFiles.has(file))
      .reduce((sum, file) => sum + route.sizes[file], 0);
    const checks = [];
    let budget;
    if (route.name === 'sign-in') {
      budget = `JS ≤ ${BUDGETS.signInJsToFloor}× floor (${kB(floor.js.bytes * BUDGETS.signInJsToFloor)} kB)`;
      checks.push(ratio > BUDGETS.signInJsToFloor);
    } else if (route.name === 'home') {
      budget = `JS ≤ ${BUDGETS.homeJsToFloor}× floor (${kB(floor.js.bytes * BUDGETS.homeJsToFloor)} kB)`;
      checks.push(ratio > BUDGETS.homeJsToFloor);
    } else {
      budget = `extra JS ≤ ${BUDGETS.extraRouteJsKb} kB`;
      checks.push(kB(extraBytes) > BUDGETS.extraRouteJsKb);
    }
    budget += `, CSS ≤ ${BUDGETS.cssKb} kB`;
    checks.push(cssKb > BUDGETS.cssKb);
    return {
      route: route.name,
      path: route.finalPath ?? route.path,
      heading: route.heading,
      jsKb,
      toFloor: ratio,
      extraJsKb: route.name === 'sign-in' || route.name === 'home' ? null : kB(extraBytes),
      cssKb,
      jsFiles: route.js.files.length,
      budget,
      status: checks.some(Boolean) ? OVER : 'ok',
      floorKb,
      largestParts: checks[0] ? route.largestParts : undefined,
    };
  });
}

export function lighthouseRows(lighthouse) {
  if (lighthouse.error) return [{ page: 'all five pages', error: lighthouse.error, status: 'not measured' }];
  return lighthouse.pages.map((page) => {
    if (page.error && !page.scores)
      return { page: page.name, path: page.path, error: page.error, status: 'not measured' };
    const over = Object.entries(BUDGETS.lighthouse).filter(
      ([id, min]) => page.scores[id] === null || page.scores[id] < min,
    );
    return {
      page: page.name,
      path: page.path,
      ...page.scores,
      status: over.length ? `${OVER} (${over.map(([id]) => id).join(', ')})` : 'ok',
      metrics: page.metrics,
      performanceRuns: page.performanceRuns,
      costingPoints: page.failed,
      error: page.error,
    };
  });
}

export function otherRows(others) {
  return others.map((bench) => {
    const row = { what: bench.what, script: bench.script, budget: BUDGETS.text[bench.id] };
    if (bench.status !== 'ok')
      return { ...row, figure: `${bench.status}: ${bench.why}`, status: bench.status };
    // Scripts report `overBudget` as a flag, or as how many samples went over (any is over).
    const flags = Object.entries(bench.figures).filter(([key]) => /overbudget/i.test(key));
    const over = flags.some(([, value]) => value === true || (typeof value === 'number' && value > 0));
    const counted = flags.find(([, value]) => typeof value === 'number');
    const known = flags.length > 0;
    const summary = bench.summary.replace(/\s*OVER BUDGET\s*$/i, '') || compact(bench.figures);
    return {
      ...row,
      figure: counted ? `${summary}; ${counted[1]} samples over budget` : summary,
      figures: bench.figures,
      status: over ? OVER : known ? 'ok' : '—',
    };
  });
}

const compact = (figures) =>
  Object.entries(figures)
    .filter(([, value]) => typeof value !== 'object')
    .map(([key, value]) => `${key} ${value}`)
    .join(', ');

/** The three tables as Markdown (printed, and pasted into bench/README.md). */
export function markdown({ floor, routes, lighthouse, others, lighthouseVersion }) {
  const floorLine = `Framework floor (React + TanStack Router + Query, one empty route): JS ${kB(floor.js.bytes)} kB gzip.`;
  const out = [floorLine, ''];
  out.push('| route | JS gzip | × floor | extra JS vs home | CSS gzip | budget | |');
  out.push('|---|---:|---:|---:|---:|---|---|');
  for (const row of routes) out.push(routeLine(row));
  for (const row of routes.filter((route) => route.largestParts)) {
    const parts = row.largestParts.map(({ part, kB: size }) => `${part} ${size}`).join(', ');
    out.push('', `Largest parts of ${row.route}'s JS (kB gzip, shared out by source map): ${parts}.`);
  }
  out.push(
    '',
    `| Lighthouse ${lighthouseVersion ?? ''} desktop | performance | accessibility | best practices | |`,
  );
  out.push('|---|---:|---:|---:|---|');
  for (const row of lighthouse) out.push(lighthouseLine(row));
  out.push('', '| benchmark | figure | budget | |', '|---|---|---|---|');
  for (const row of others)
    out.push(`| ${row.what} | ${row.figure.replaceAll('|', '/')} | ${row.budget} | ${mark(row.status)} |`);
  return out.join('\n');
}

function routeLine(row) {
  if (row.error) return `| ${row.route} | — | — | — | — | — | not measured: ${row.error} |`;
  const extra = row.extraJsKb === null ? '—' : `${row.extraJsKb} kB`;
  const cells = [row.route, `${row.jsKb} kB`, row.toFloor.toFixed(2), extra, `${row.cssKb} kB`, row.budget];
  return `| ${cells.join(' | ')} | ${mark(row.status)} |`;
}

function lighthouseLine(row) {
  if (row.performance === undefined) return `| ${row.page} | — | — | — | not measured: ${row.error} |`;
  const why =
    row.status === 'ok' || !row.metrics
      ? ''
      : ` (LCP ${ms(row.metrics.lcpMs)}, TBT ${ms(row.metrics.tbtMs)})`;
  const runs = row.performanceRuns ? ` (runs ${row.performanceRuns.join(', ')})` : '';
  return `| ${row.page} | ${row.performance}${runs} | ${row.accessibility} | ${row['best-practices']} | ${mark(row.status)}${why} |`;
}

const ms = (value) => (value === null ? '?' : `${Math.round(value)} ms`);
const mark = (status) => (status.startsWith(OVER) ? `**${status}**` : status);
