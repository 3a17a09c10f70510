import { Button, SearchFilter, Select } from '@console/ui';
import { RotateCcw } from 'lucide-react';
import { useMemo, useRef } from 'react';
import { cx } from '../../../styled-system/css';
import { filterBar } from '../../../styled-system/recipes';
import {
  ALL_AUTHENTICATORS,
  authenticatorOption,
  COMMON_AUTHENTICATORS,
  SEARCH_PLACEHOLDER,
  STATUS_OPTIONS,
} from './enrollment-texts';
import type { EnrollmentFilterValue } from './enrollment-filter-value';
import { DEFAULT_ENROLLMENT_FILTERS, isEnrollmentFiltered } from './enrollment-filter-value';

const statuses = Select.createListCollection({ items: STATUS_OPTIONS });

export interface EnrollmentFiltersProps {
  value: EnrollmentFilterValue;
  /** Every change at once, keystrokes included: the page debounces the search. */
  onChange: (value: EnrollmentFilterValue) => void;
  className?: string;
}

/**
 * The enrollments' filters (apps.md §3.2) in the activity list's filter row: the search (customer ID or phone),
 * Status (Active, Revoked, All), Authenticator, and "Reset" while anything differs from the defaults.
 */
export function EnrollmentFilters({ value, onChange, className }: EnrollmentFiltersProps) {
  const classes = filterBar();
  const search = useRef<HTMLInputElement>(null);
  const authenticators = useMemo(() => {
    const known =
      !value.authenticator || COMMON_AUTHENTICATORS.some((option) => option.value === value.authenticator);
    return Select.createListCollection({
      items: [
        ALL_AUTHENTICATORS,
        ...COMMON_AUTHENTICATORS,
        ...(known ? [] : [authenticatorOption(value.authenticator)]),
      ],
    });
  }, [value.authenticator]);

  return (
    <div role="group" aria-label="Filters" className={cx(classes.root, className)}>
      <SearchFilter
        ref={search}
        value={value.query}
        placeholder={SEARCH_PLACEHOLDER}
        onChange={(query) => onChange({ ...value, query })}
      />
      <Select.Root
        size="sm"
        collection={statuses}
        value={[value.status]}
        onValueChange={({ items: [item] }) => item && onChange({ ...value, status: item.value })}
        positioning={{ sameWidth: false, placement: 'bottom-start' }}
      >
        <Select.Label>Status</Select.Label>
        <Select.ValueTrigger />
        <Select.Options />
      </Select.Root>
      <Select.Root
        size="sm"
        collection={authenticators}
        value={[value.authenticator || ALL_AUTHENTICATORS.value]}
        onValueChange={({ value: [aaguid] }) =>
          onChange({ ...value, authenticator: aaguid === ALL_AUTHENTICATORS.value ? '' : (aaguid ?? '') })
        }
        positioning={{ sameWidth: false, placement: 'bottom-start' }}
      >
        <Select.Label>Authenticator</Select.Label>
        <Select.ValueTrigger />
        <Select.Options />
      </Select.Root>
      <Button
        variant="ghost"
        size="sm"
        className={classes.reset}
        disabled={!isEnrollmentFiltered(value)}
        onClick={() => {
          onChange(DEFAULT_ENROLLMENT_FILTERS);
          search.current?.focus();
        }}
      >
        <RotateCcw aria-hidden />
        Reset
      </Button>
    </div>
  );
}
