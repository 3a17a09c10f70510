import { RotateCcw } from 'lucide-react';
import { useMemo } from 'react';
import { searchFilters } from '../../../styled-system/recipes';
import { Button } from '../button';
import { statusLabels } from './constants';
import { DateRangePicker } from '../date-range-picker/date-range-picker';
import { FilterSelect } from './filter-select';
import {
  EMPTY_SEARCH_FILTERS,
  type SearchApp,
  type SearchFilters as Filters,
  type SearchResultStatus,
} from './types';

const statusOptions = Object.entries(statusLabels).map(([value, label]) => ({ value, label }));
const isStatus = (value: string | null): value is SearchResultStatus | null =>
  value === null || value in statusLabels;

export interface SearchFiltersProps {
  apps: readonly SearchApp[];
  value: Filters;
  onChange: (filters: Filters) => void;
  /** After Reset, which then disables itself: where the focus goes instead of being lost. */
  onReset?: () => void;
}

/** App, status and date range filters, and Reset (spec 000 §2). Reset is disabled while no filter is set. */
export function SearchFilters({ apps, value, onChange, onReset }: SearchFiltersProps) {
  const classes = searchFilters();
  const appOptions = useMemo(() => apps.map((app) => ({ value: app.id, label: app.title })), [apps]);
  const filtered = Object.values(value).some((filter) => filter !== null);
  return (
    <div className={classes.root} role="group" aria-label="Filters">
      <FilterSelect
        label="App"
        anyLabel="All apps"
        options={appOptions}
        value={value.app}
        onChange={(app) => onChange({ ...value, app })}
      />
      <FilterSelect
        label="Status"
        anyLabel="All statuses"
        options={statusOptions}
        value={value.status}
        onChange={(status) => isStatus(status) && onChange({ ...value, status })}
      />
      <DateRangePicker
        label="Date range"
        size="sm"
        from={value.from}
        to={value.to}
        onChange={(from, to) => onChange({ ...value, from, to })}
      />
      <Button
        variant="ghost"
        size="sm"
        className={classes.reset}
        disabled={!filtered}
        onClick={() => {
          onChange(EMPTY_SEARCH_FILTERS);
          onReset?.();
        }}
      >
        <RotateCcw aria-hidden />
        Reset
      </Button>
    </div>
  );
}
