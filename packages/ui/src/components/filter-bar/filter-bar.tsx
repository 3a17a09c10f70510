import { RotateCcw } from 'lucide-react';
import { useRef, type ReactNode } from 'react';
import { cx } from '../../../styled-system/css';
import { filterBar } from '../../../styled-system/recipes';
import { Button } from '../button';
import { DEFAULT_FILTER_BAR_VALUE, isFiltered, type FilterBarValue } from './filter-bar-value';
import { RangeFilter } from './range-filter';
import { SearchFilter } from './search-filter';
import { StatusFilter, type StatusOption } from './status-filter';

/** The activity list's search hint, word for word (spec apps.md §2.2). */
export const ACTIVITY_SEARCH_PLACEHOLDER = 'Search by customer ID, phone or session';

export interface FilterBarProps {
  value: FilterBarValue;
  /** Every change at once, keystrokes included: the console debounces the search (300 ms) before it queries. */
  onChange: (value: FilterBarValue) => void;
  /** The statuses to offer, in order, with the app's labels. */
  statusOptions: readonly StatusOption[];
  /** yyyy-mm-dd in the viewer's time zone: custom ranges end on it at the latest. */
  today: string;
  searchPlaceholder?: string;
  /** The app's own filters (Refunded, Needs review), placed before Reset. */
  children?: ReactNode;
  /** One of the app's own filters is set: Reset is offered. */
  childrenFiltered?: boolean;
  /** Reset, when the app's own filters reset too; else Reset is `onChange` with the defaults. */
  onReset?: () => void;
  className?: string;
}

/**
 * An activity list's filters (spec apps.md §2.2): status (several), date range (7, 30, 90 days or a custom range
 * of at most 366 days), a search box with a clear button, and "Reset", offered while anything differs from the
 * defaults. After Reset the focus moves to the search box (Reset disables itself).
 */
export function FilterBar({
  value,
  onChange,
  statusOptions,
  today,
  searchPlaceholder = ACTIVITY_SEARCH_PLACEHOLDER,
  children,
  childrenFiltered = false,
  onReset,
  className,
}: FilterBarProps) {
  const classes = filterBar();
  const search = useRef<HTMLInputElement>(null);
  return (
    <div role="group" aria-label="Filters" className={cx(classes.root, className)}>
      <SearchFilter
        ref={search}
        value={value.query}
        placeholder={searchPlaceholder}
        onChange={(query) => onChange({ ...value, query })}
      />
      <StatusFilter
        options={statusOptions}
        value={value.statuses}
        onChange={(statuses) => onChange({ ...value, statuses })}
      />
      <RangeFilter value={value.range} today={today} onChange={(range) => onChange({ ...value, range })} />
      {children}
      <Button
        variant="ghost"
        size="sm"
        className={classes.reset}
        disabled={!isFiltered(value) && !childrenFiltered}
        onClick={() => {
          if (onReset) onReset();
          else onChange(DEFAULT_FILTER_BAR_VALUE);
          search.current?.focus();
        }}
      >
        <RotateCcw aria-hidden />
        Reset
      </Button>
    </div>
  );
}
