import { useCallback, useEffect, useLayoutEffect, useRef, useState } from 'react';
import { useClock, type CancelTimer } from '../../clock';
import { SEARCH_DEBOUNCE_MS } from './constants';
import { EMPTY_SEARCH_FILTERS, type SearchFilters, type SearchHandler, type SearchResult } from './types';
import { useDelayedSpinner } from './use-delayed-spinner';

export type SearchPhase = 'idle' | 'loading' | 'done' | 'error';

interface SearchState {
  phase: SearchPhase;
  /** The query of the search shown (or running). */
  query: string;
  results: SearchResult[];
  total: number;
}

const IDLE: SearchState = { phase: 'idle', query: '', results: [], total: 0 };

/**
 * The search dialog's behaviour (spec 000 §4): typing runs a search SEARCH_DEBOUNCE_MS after the last keystroke,
 * a filter change runs one at once, each new search aborts the previous one, a rejection clears the results.
 * While a search runs, the previous results stay. Unmounting (the dialog closing) aborts whatever is in flight.
 * The debounce runs on the clock of the nearest ClockProvider.
 */
export function useCustomerSearch(onSearch: SearchHandler) {
  const clock = useClock();
  const [input, setInput] = useState('');
  const [filters, setFilters] = useState<SearchFilters>(EMPTY_SEARCH_FILTERS);
  const [state, setState] = useState<SearchState>(IDLE);
  const spinner = useDelayedSpinner();
  const { start: startSpinner, stop: stopSpinner } = spinner;
  const latest = useRef({ onSearch, input, filters });
  const cancelDebounce = useRef<CancelTimer>(undefined);
  const inFlight = useRef<AbortController>(undefined);

  useLayoutEffect(() => {
    latest.current = { onSearch, input, filters };
  });

  useEffect(
    () => () => {
      cancelDebounce.current?.();
      inFlight.current?.abort();
    },
    [],
  );

  const settle = useCallback(
    (controller: AbortController, next: SearchState) => {
      if (controller.signal.aborted) return;
      inFlight.current = undefined;
      setState(next);
      stopSpinner();
    },
    [stopSpinner],
  );

  const run = useCallback(
    (rawQuery: string, nextFilters: SearchFilters) => {
      cancelDebounce.current?.();
      inFlight.current?.abort();
      const query = rawQuery.trim();
      if (!query) {
        inFlight.current = undefined;
        setState(IDLE);
        stopSpinner();
        return;
      }
      const controller = new AbortController();
      inFlight.current = controller;
      setState((previous) => ({ ...previous, phase: 'loading', query }));
      startSpinner();
      // The executor runs now, so the search starts in this tick; a throw counts as a rejection.
      new Promise<Awaited<ReturnType<SearchHandler>>>((resolve) =>
        resolve(latest.current.onSearch(query, nextFilters, controller.signal)),
      ).then(
        ({ results, total }) => settle(controller, { phase: 'done', query, results, total }),
        () => settle(controller, { phase: 'error', query, results: [], total: 0 }),
      );
    },
    [settle, startSpinner, stopSpinner],
  );

  const changeInput = useCallback(
    (value: string) => {
      setInput(value);
      cancelDebounce.current?.();
      if (!value.trim()) return run('', latest.current.filters);
      cancelDebounce.current = clock.setTimeout(() => run(value, latest.current.filters), SEARCH_DEBOUNCE_MS);
    },
    [clock, run],
  );

  const changeFilters = useCallback(
    (next: SearchFilters) => {
      setFilters(next);
      if (latest.current.input.trim()) run(latest.current.input, next);
    },
    [run],
  );

  return { input, changeInput, filters, changeFilters, ...state, spinnerVisible: spinner.visible };
}
