import { APPS } from '@console/api-client';
import { SearchDialog, type SearchResponse, type SearchResult } from '@console/ui';
import { createRoot } from 'react-dom/client';

const COUNTRIES = ['+14155550', '+44207946', '+49301234', '+61291234', '+33142685'];

const results: SearchResult[] = Array.from({ length: 1000 }, (_, index) => ({
  id: `res_${index}`,
  app: APPS[index % 5]?.id ?? 'passkeys',
  status: (['success', 'failure', 'timeout'] as const)[index % 3] ?? 'success',
  timestamp: new Date(Date.UTC(2026, 10, 21) - index * 3_600_000).toISOString(),
  sessionRef: `sess_${String(index).padStart(6, '0')}_a1b2c3d4e5f6`,
  phoneNumber: `${COUNTRIES[index % COUNTRIES.length] ?? '+1415555'}${String(100 + (index % 900)).padStart(3, '0')}`,
}));

/**
 * Opens the search dialog, types a query, and times from the moment the answer resolves to the first paint with
 * the result rows in the DOM: the budget's "answer to painted rows".
 */
export async function searchBench() {
  const container = document.getElementById('root');
  if (!container) throw new Error('no #root');
  let answeredAt = 0;
  const onSearch = () =>
    new Promise<SearchResponse>((resolve) => {
      answeredAt = performance.now();
      resolve({ results, total: results.length });
    });
  createRoot(container).render(<SearchDialog defaultOpen apps={APPS} onSearch={onSearch} />);
  const input = await waitFor(() => document.querySelector<HTMLInputElement>('input[type="search"], input'));
  // React tracks the value through the prototype's setter; calling it with the input as receiver types the query.
  Reflect.set(HTMLInputElement.prototype, 'value', 'cust', input);
  input.dispatchEvent(new Event('input', { bubbles: true }));
  await rowsInDom();
  await new Promise((resolve) => requestAnimationFrame(() => resolve(undefined)));
  const paintedAt = performance.now();
  return {
    answerToPaint: paintedAt - answeredAt,
    rowsInDom: document.querySelectorAll('table[role="grid"] tbody tr:not([aria-hidden])').length,
  };
}

/** Resolves as soon as result rows are in the DOM (a MutationObserver, not a poll, so no frame is lost). */
function rowsInDom(): Promise<void> {
  return new Promise((resolve) => {
    const observer = new MutationObserver(() => {
      if (document.querySelectorAll('table[role="grid"] tbody tr:not([aria-hidden])').length > 0) {
        observer.disconnect();
        resolve();
      }
    });
    observer.observe(document.body, { childList: true, subtree: true });
  });
}

function waitFor<T>(find: () => T | null): Promise<T> {
  return new Promise((resolve, reject) => {
    const started = performance.now();
    const poll = () => {
      const found = find();
      if (found) resolve(found);
      else if (performance.now() - started > 10_000) reject(new Error('timed out'));
      else requestAnimationFrame(poll);
    };
    poll();
  });
}
