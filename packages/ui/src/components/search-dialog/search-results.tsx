import { useVirtualizer } from '@tanstack/react-virtual';
import { useEffect, useRef } from 'react';
import { searchDialog } from '../../../styled-system/recipes';
import { SearchResultRow } from './search-result-row';
import type { SearchApp, SearchResult } from './types';

/** Fixed heights keep the virtual rows exact; the CSS reads them through the inline styles. */
export const RESULT_ROW_HEIGHT = 44;
const HEADER_HEIGHT = 40;
const COLUMNS = ['Date', 'App', 'Status', 'Session', 'Phone Number'] as const;

export interface SearchResultsProps {
  id: string;
  results: readonly SearchResult[];
  apps: readonly SearchApp[];
  activeIndex: number;
  rowId: (index: number) => string;
  onActivate: (index: number) => void;
  onSelect?: ((result: SearchResult) => void) | undefined;
}

/**
 * The results grid: at most 70vh high, scrolling under a sticky header, virtualised so 1,000 rows cost the same
 * as the twenty on screen. The search input owns the focus (aria-activedescendant); the active row is kept in view.
 */
export function SearchResults({
  id,
  results,
  apps,
  activeIndex,
  rowId,
  onActivate,
  onSelect,
}: SearchResultsProps) {
  const classes = searchDialog();
  const scroller = useRef<HTMLDivElement>(null);
  const virtualizer = useVirtualizer({
    count: results.length,
    getScrollElement: () => scroller.current,
    estimateSize: () => RESULT_ROW_HEIGHT,
    initialRect: { width: 0, height: typeof window === 'undefined' ? 0 : window.innerHeight * 0.7 },
    overscan: 10,
    paddingStart: HEADER_HEIGHT,
    scrollPaddingStart: HEADER_HEIGHT,
  });

  useEffect(() => {
    if (activeIndex >= 0 && activeIndex < results.length) virtualizer.scrollToIndex(activeIndex);
  }, [activeIndex, results.length, virtualizer]);

  const rows = virtualizer.getVirtualItems();
  const padTop = (rows[0]?.start ?? HEADER_HEIGHT) - HEADER_HEIGHT;
  const padBottom = virtualizer.getTotalSize() - (rows.at(-1)?.end ?? HEADER_HEIGHT);
  const titles = new Map(apps.map((app) => [app.id, app.title]));

  return (
    // Focusable so keyboard users can scroll it too (axe: scrollable-region-focusable).
    // eslint-disable-next-line jsx-a11y/no-noninteractive-tabindex
    <div ref={scroller} className={classes.scroller} tabIndex={0} role="region" aria-label="Search results">
      <table
        id={id}
        // A grid is the combobox popup ARIA names for rows with columns; the input drives it (activedescendant).
        // eslint-disable-next-line jsx-a11y/no-noninteractive-element-to-interactive-role
        role="grid"
        className={classes.table}
        aria-label="Search results"
        aria-rowcount={results.length + 1}
      >
        <thead className={classes.head}>
          <tr aria-rowindex={1} style={{ height: HEADER_HEIGHT }}>
            {COLUMNS.map((column) => (
              <th key={column} scope="col" className={classes.columnHeader}>
                {column}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {padTop > 0 && <tr aria-hidden style={{ height: padTop }} />}
          {rows.map(({ index }) => {
            const result = results[index];
            if (!result) return null;
            return (
              <SearchResultRow
                key={result.id}
                id={rowId(index)}
                index={index}
                result={result}
                appTitle={titles.get(result.app) ?? result.app}
                active={index === activeIndex}
                height={RESULT_ROW_HEIGHT}
                onActivate={onActivate}
                onSelect={onSelect}
              />
            );
          })}
          {padBottom > 0 && <tr aria-hidden style={{ height: padBottom }} />}
        </tbody>
      </table>
    </div>
  );
}
