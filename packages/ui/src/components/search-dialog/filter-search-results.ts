import type { SearchFilters, SearchResult } from './types';

/** The sv-SE locale writes the local calendar day as yyyy-MM-dd. */
const localDay = new Intl.DateTimeFormat('sv-SE', { year: 'numeric', month: '2-digit', day: '2-digit' });

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
    const day = localDay.format(new Date(result.timestamp));
    return (from === null || day >= from) && (to === null || day <= to);
  });
}
