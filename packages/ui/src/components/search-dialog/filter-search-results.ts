import { format } from 'date-fns';
import type { SearchFilters, SearchResult } from './types';

/**
 * The results that pass the dialog's filters, for a `SearchHandler` that filters in the browser (the search call
 * takes only the customer id). A result's day is its timestamp's calendar day in the user's time zone.
 */
export function filterSearchResults(
  results: readonly SearchResult[],
  filters: SearchFilters,
): SearchResult[] {
  const { app, status, from, to } = filters;
  return results.filter((result) => {
    if (app !== null && result.app !== app) return false;
    if (status !== null && result.status !== status) return false;
    if (from === null && to === null) return true;
    const day = format(new Date(result.timestamp), 'yyyy-MM-dd');
    return (from === null || day >= from) && (to === null || day <= to);
  });
}
