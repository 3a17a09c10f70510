import type { EnrollmentPage, PasskeyEnrollment } from '@console/api-client';
import { Button, DataTable, EmptyState } from '@console/ui';
import { KeyRound, RotateCcw, SearchX } from 'lucide-react';
import { useMemo } from 'react';
import { css } from '../../../styled-system/css';
import { enrollmentColumns } from './enrollment-columns';
import {
  DEFAULT_ENROLLMENT_FILTERS,
  filterValueOf,
  searchOf,
  type EnrollmentFilterValue,
} from './enrollment-filter-value';
import { EnrollmentFilters } from './enrollment-filters';
import { hasEnrollmentFilters, type EnrollmentSearch } from './enrollment-search';
import {
  ENROLLMENTS_NOUN,
  ENROLLMENTS_TITLE,
  NO_ENROLLMENTS,
  NO_MATCHING_ENROLLMENTS,
  noEnrollmentsFound,
} from './enrollment-texts';
import { EnrollmentsHeader } from './enrollments-header';
import { useDebouncedSearch } from './use-debounced-search';
import { CursorPagedFooter } from '../../components/cursor-paged-footer';

const filters = css({ mb: '4' });
const footer = css({ mt: '4' });

export interface EnrollmentsListViewProps {
  /** The address's filters, page size and cursors. */
  search: EnrollmentSearch;
  /** A new address: the list follows it. */
  onSearchChange: (search: EnrollmentSearch) => void;
  page: EnrollmentPage;
  /** Revoke on an active row: the page asks first. */
  onRevoke: (enrollment: PasskeyEnrollment) => void;
  /** A page is on its way (Previous and Next wait). */
  busy?: boolean;
}

/**
 * Passkeys › Enrollments (apps.md §3.2): the filters (search with a 300 ms debounce on the injected clock, Status,
 * Authenticator, Reset), one server page of enrollments, and the footer's "{n} of {total} enrollments", page size
 * and Previous/Next. Everything is in the address; a filter change returns to the first page.
 */
export function EnrollmentsListView({
  search,
  onSearchChange,
  page,
  onRevoke,
  busy = false,
}: EnrollmentsListViewProps) {
  const columns = useMemo(() => enrollmentColumns(onRevoke), [onRevoke]);
  const box = useDebouncedSearch(search.q ?? '', (text) =>
    onSearchChange(searchOf(search, filterValueOf(search, text))),
  );
  const shown = filterValueOf(search, box.text);

  const changeFilters = (value: EnrollmentFilterValue) => {
    // Typing waits for a pause; a status, an authenticator or Reset applies at once (with what is typed).
    const onlyQuery =
      value !== DEFAULT_ENROLLMENT_FILTERS &&
      value.status === shown.status &&
      value.authenticator === shown.authenticator;
    if (onlyQuery) box.type(value.query);
    else onSearchChange(searchOf(search, { ...value, query: box.take(value.query) }));
  };

  const resetButton = (
    <Button variant="outline" size="sm" onClick={() => changeFilters(DEFAULT_ENROLLMENT_FILTERS)}>
      <RotateCcw aria-hidden />
      Reset filters
    </Button>
  );
  const empty = search.q ? (
    <EmptyState icon={<SearchX />} title={noEnrollmentsFound(search.q)} action={resetButton} />
  ) : hasEnrollmentFilters(search) ? (
    <EmptyState title={NO_MATCHING_ENROLLMENTS} action={resetButton} />
  ) : (
    <EmptyState icon={<KeyRound />} title={NO_ENROLLMENTS} />
  );

  return (
    <div>
      <EnrollmentsHeader />
      <EnrollmentFilters className={filters} value={shown} onChange={changeFilters} />
      <DataTable
        caption={ENROLLMENTS_TITLE}
        columns={columns}
        data={page.items}
        getRowId={(enrollment) => enrollment.id}
        emptyMessage={empty}
      />
      <CursorPagedFooter
        className={footer}
        search={search}
        page={page}
        noun={ENROLLMENTS_NOUN}
        busy={busy}
        onSearchChange={onSearchChange}
      />
    </div>
  );
}
