import type { EnrollmentStatusFilter } from '@console/api-client';
import type { EnrollmentSearch } from './enrollment-search';

/** What the filter row shows: the search box's text, the status and the authenticator ('' for every one). */
export interface EnrollmentFilterValue {
  query: string;
  status: EnrollmentStatusFilter;
  authenticator: string;
}

export const DEFAULT_ENROLLMENT_FILTERS: EnrollmentFilterValue = {
  query: '',
  status: 'active',
  authenticator: '',
};

export const isEnrollmentFiltered = (value: EnrollmentFilterValue) =>
  value.query.trim() !== '' || value.status !== 'active' || value.authenticator !== '';

/** The filter row of an address, with the box showing `query` (what is typed). */
export function filterValueOf(search: EnrollmentSearch, query: string): EnrollmentFilterValue {
  return { query, status: search.status ?? 'active', authenticator: search.authenticator ?? '' };
}

/** The address of a filter row: the page size stays, the cursors go (back to page 1), defaults are left out. */
export function searchOf(search: EnrollmentSearch, value: EnrollmentFilterValue): EnrollmentSearch {
  const query = value.query.trim();
  return {
    ...(value.status !== 'active' ? { status: value.status } : {}),
    ...(value.authenticator ? { authenticator: value.authenticator } : {}),
    ...(query ? { q: query } : {}),
    ...(search.limit ? { limit: search.limit } : {}),
  };
}
