import { spawn } from 'node:child_process';
import { existsSync, readFileSync, rmSync } from 'node:fs';

/**
 * The other bench scripts, run one after another as `node <script>` (each builds what it needs). A script that
 * writes bench/.tmp/<name>.json is read from there; otherwise its last stdout line that parses as a JSON object is
 * its figures. A missing script is "not available", a failing one "failed: <why>"; neither stops the report.
 */
export const OTHER_BENCHES = [
  {
    id: 'watch-tower-search',
    script: 'bench/watch-tower-search.bench.mjs',
    what: 'Watch Tower accounts, 10,000 accounts',
  },
  { id: 'chart-render', script: 'bench/chart-render.bench.mjs', what: 'chart of 730 days for 7 apps' },
  {
    id: 'stacked-chart-render',
    script: 'bench/stacked-chart-render.bench.mjs',
    what: 'sessions per day, 730 days × 4 statuses',
  },
  { id: 'search-render', script: 'bench/search-render.bench.mjs', what: 'global search, 1,000 results' },
  {
    id: 'server-sessions',
    script: 'bench/server-sessions.bench.mjs',
    what: 'sessions: 90-day dashboard, paging and customer search over 1,000,000 rows',
  },
  {
    id: 'server-load',
    script: 'bench/server-load.bench.mjs',
    what: 'server GET /api/admins/bootstrap, 50 connections',
  },
];

const TIMEOUT_MS = 10 * 60_000;

export async function runOtherBenches(log = console.log) {
  const results = [];
  for (const bench of OTHER_BENCHES) {
    if (!existsSync(bench.script)) {
      results.push({ ...bench, status: 'not available', why: `${bench.script} does not exist` });
      continue;
    }
    log(`running ${bench.script}…`);
    const jsonFile = `bench/.tmp/${bench.id}.json`;
    rmSync(jsonFile, { force: true });
    const run = await runNode(bench.script);
    const figures = existsSync(jsonFile)
      ? JSON.parse(readFileSync(jsonFile, 'utf8'))
      : lastJsonLine(run.stdout);
    if (run.code !== 0 || !figures) {
      const why = `${run.code !== 0 ? `exit ${run.code}` : 'no figures'}: ${errorLine(run)}`;
      results.push({ ...bench, status: 'failed', why, summary: lastLine(run.stdout) });
      continue;
    }
    results.push({ ...bench, status: 'ok', figures, summary: summaryLine(run.stdout) });
  }
  return results;
}

function runNode(script) {
  return new Promise((resolve) => {
    const child = spawn(process.execPath, [script], { stdio: ['ignore', 'pipe', 'pipe'] });
    let stdout = '';
    let stderr = '';
    child.stdout.on('data', (chunk) => (stdout += chunk));
    child.stderr.on('data', (chunk) => (stderr += chunk));
    const timer = setTimeout(() => {
      stderr += `\ntimed out after ${TIMEOUT_MS / 60_000} minutes`;
      child.kill();
    }, TIMEOUT_MS);
    child.on('close', (code) => {
      clearTimeout(timer);
      resolve({ code: code ?? 1, stdout, stderr });
    });
  });
}

const lines = (text) =>
  text
    .split('\n')
    .map((line) => line.trim())
    .filter(Boolean);
const lastLine = (text) => lines(text).at(-1) ?? '';

/** The last line that names an error, else the last line of output. */
const errorLine = ({ stdout, stderr }) => {
  const all = lines(`${stdout}\n${stderr}`);
  return all.findLast((line) => /error/i.test(line)) ?? all.at(-1) ?? 'no output';
};

function lastJsonLine(text) {
  for (const line of lines(text).reverse()) {
    if (!line.startsWith('{')) continue;
    try {
      return JSON.parse(line);
    } catch {
      // not JSON after all
    }
  }
  return undefined;
}

/** The script's own summary: its last line that is neither JSON nor an indented detail line. */
function summaryLine(text) {
  const candidates = text.split('\n').filter((line) => /^[^\s{]/.test(line));
  return candidates.at(-1)?.trim() ?? '';
}
