import { useCallback, useId, useState, type KeyboardEvent, type Ref } from 'react';
import { searchDialog } from '../../../styled-system/recipes';
import { searchText } from './constants';
import { SearchFilters } from './search-filters';
import { SearchInput } from './search-input';
import { SearchMessage } from './search-message';
import { SearchResults } from './search-results';
import type { SearchApp, SearchHandler, SearchResult } from './types';
import { useCustomerSearch } from './use-customer-search';

export interface SearchPanelProps {
  inputRef: Ref<HTMLInputElement>;
  onSearch: SearchHandler;
  apps: readonly SearchApp[];
  onSelect?: ((result: SearchResult) => void) | undefined;
}

/** The inside of the dialog. Mounted while the dialog is open, so every opening starts empty. */
export function SearchPanel({ inputRef, onSearch, apps, onSelect }: SearchPanelProps) {
  const classes = searchDialog();
  const search = useCustomerSearch(onSearch);
  const { results } = search;
  const baseId = useId();
  const gridId = `${baseId}-grid`;
  const rowId = useCallback((index: number) => `${baseId}-row-${index}`, [baseId]);

  // The active row belongs to one result list: new results start again at the first row.
  const [cursor, setCursor] = useState({ results, index: 0 });
  const activeIndex = cursor.results === results ? cursor.index : 0;
  const activate = useCallback((index: number) => setCursor({ results, index }), [results]);

  const showGrid = results.length > 0;
  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (!showGrid) return;
    const last = results.length - 1;
    const moves: Record<string, number> = { ArrowDown: activeIndex + 1, ArrowUp: activeIndex - 1 };
    const move = moves[event.key];
    if (move !== undefined) {
      event.preventDefault();
      activate(Math.min(Math.max(move, 0), last));
    } else if (event.key === 'Enter' && onSelect) {
      const result = results[activeIndex];
      if (!result) return;
      event.preventDefault();
      onSelect(result);
    }
  };

  const message =
    search.phase === 'idle'
      ? 'prompt'
      : search.phase === 'error'
        ? 'error'
        : search.phase === 'done' && !showGrid
          ? 'no-results'
          : undefined;

  return (
    <>
      <SearchInput
        ref={inputRef}
        id={`${baseId}-input`}
        value={search.input}
        onChange={search.changeInput}
        onKeyDown={onKeyDown}
        spinner={search.spinnerVisible}
        busy={search.phase === 'loading'}
        gridId={showGrid ? gridId : undefined}
        activeRowId={showGrid ? rowId(activeIndex) : undefined}
      />
      <SearchFilters
        apps={apps}
        value={search.filters}
        onChange={search.changeFilters}
        onReset={() => document.getElementById(`${baseId}-input`)?.focus()}
      />
      <div className={classes.body} aria-busy={search.phase === 'loading' || undefined}>
        {message && <SearchMessage kind={message} query={search.query} />}
        {showGrid && (
          <SearchResults
            id={gridId}
            results={results}
            apps={apps}
            activeIndex={activeIndex}
            rowId={rowId}
            onActivate={activate}
            onSelect={onSelect}
          />
        )}
      </div>
      <div className={classes.footer}>
        <p role="status" className={classes.count}>
          {showGrid ? searchText.showing(results.length, search.total) : ''}
        </p>
        <p className={classes.keys} aria-hidden>
          <kbd className={classes.kbd}>↑</kbd>
          <kbd className={classes.kbd}>↓</kbd> to move{' '}
          {/* Only a dialog whose results open something says so. */}
          {onSelect && (
            <>
              <kbd className={classes.kbd}>Enter</kbd> to open{' '}
            </>
          )}
          <kbd className={classes.kbd}>Esc</kbd> to close
        </p>
      </div>
    </>
  );
}
