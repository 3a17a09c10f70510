import { Profiler } from 'react';
import { createRoot } from 'react-dom/client';
import {
  buildAccountSearchIndex,
  searchAccounts,
} from '../../packages/console/src/features/watch-tower/account-search';
import { AccountSearchList } from '../../packages/console/src/features/watch-tower/account-search-list';
import { benchAccounts } from './watch-tower-accounts';

const ACCOUNTS = benchAccounts(10_000);
/** Typed one key at a time, then deleted one key at a time (Backspace is a keystroke too). */
const QUERIES = ['harbor', 'maria', 'acc_004242', 'lopez@', 'credit union 9', 'zzz'];
const WARM_UP = 'warm';
const QUIET_MS = 150;

let lastCommitAt = 0;
/** React's own render time of the keystroke's commits (Profiler actualDuration), without layout or waiting. */
let reactMs = 0;
/** Every commit of the list (the input's and the deferred table's): force layout, then note the time. */
const onRender = (_id: string, _phase: string, actualDuration: number) => {
  reactMs += actualDuration;
  document.body.getBoundingClientRect();
  lastCommitAt = performance.now();
};

/**
 * Each keystroke's filter and render over 10,000 accounts: from the input event to the end of the last commit it
 * caused (the deferred table's), layout included. Also the filter alone, outside React.
 */
export async function watchTowerSearchBench() {
  const container = document.getElementById('root');
  if (!container) throw new Error('no #root');
  createRoot(container).render(
    <Profiler id="accounts" onRender={onRender}>
      <AccountSearchList accounts={ACCOUNTS} onOpen={() => undefined} />
    </Profiler>,
  );
  await quiet();
  const input = document.querySelector<HTMLInputElement>('input[type="search"]');
  if (!input) throw new Error('no search box');

  await typeAndDelete(input, WARM_UP);
  const keystrokes: { text: string; ms: number; reactMs: number; rows: number }[] = [];
  for (const query of QUERIES) keystrokes.push(...(await typeAndDelete(input, query)));

  const index = buildAccountSearchIndex(ACCOUNTS);
  const filterMs = keystrokes.map(({ text }) => {
    const start = performance.now();
    searchAccounts(index, text);
    return performance.now() - start;
  });
  return { accounts: ACCOUNTS.length, keystrokes, filterMs };
}

async function typeAndDelete(input: HTMLInputElement, query: string) {
  const texts = Array.from({ length: query.length }, (_, i) => query.slice(0, i + 1));
  texts.push(...texts.slice(0, -1).reverse(), '');
  const results = [];
  for (const text of texts) {
    // Counted before the clock starts: the bench's own filter must not delay React's work.
    const expected = searchAccounts(buildIndexOnce(), text).length;
    const start = performance.now();
    lastCommitAt = 0;
    reactMs = 0;
    setValue(input, text);
    // The table shows the text's matches (the deferred render committed), then nothing more happens.
    await until(() => shownRows() === expected, `"${text}": ${expected} rows never showed`);
    await quiet();
    results.push({ text, ms: lastCommitAt - start, reactMs, rows: expected });
  }
  return results;
}

/** The rows the table shows: its aria-rowcount (virtualised) less the header row; 0 for "No results.". */
function shownRows() {
  if (document.querySelector('tbody td[colspan]')?.textContent === 'No results.') return 0;
  return Number(document.querySelector('table')?.getAttribute('aria-rowcount') ?? 1) - 1;
}

async function until(done: () => boolean, failure: string) {
  const started = performance.now();
  while (!done()) {
    if (performance.now() - started > 10_000) throw new Error(failure);
    await new Promise((resolve) => setTimeout(resolve, 5));
  }
}

let index: ReturnType<typeof buildAccountSearchIndex> | undefined;
const buildIndexOnce = () => (index ??= buildAccountSearchIndex(ACCOUNTS));

/** Sets the value the way typing does (React's value tracker sees the change) and fires the input event. */
function setValue(input: HTMLInputElement, value: string) {
  Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, 'value')?.set?.call(input, value);
  input.dispatchEvent(new Event('input', { bubbles: true }));
}

/** Resolves once no commit happened for QUIET_MS (the keystroke's work is done). */
async function quiet() {
  let seen = -1;
  while (seen !== lastCommitAt) {
    seen = lastCommitAt;
    await new Promise((resolve) => setTimeout(resolve, QUIET_MS));
  }
}
