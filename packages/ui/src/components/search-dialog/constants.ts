/** Timings of spec 000 §4 and §9. */
export const SEARCH_DEBOUNCE_MS = 300;
export const SPINNER_DELAY_MS = 300;
export const SPINNER_MIN_MS = 500;

/** The user-facing strings of spec 000 §2 and §8, word for word where the spec quotes them. */
export const searchText = {
  placeholder: 'Search a customer across all apps',
  emptyPrompt: 'Enter a customer ID to search',
  noResults: (query: string) => `No results found for "${query}".`,
  noResultsHint: 'Try searching for a different customer ID.',
  error: 'An error occurred during search',
  showing: (shown: number, total: number) =>
    `Showing ${count.format(shown)} of ${count.format(total)} results`,
  // Not quoted by the spec: the dialog's accessible name and the spinner's announcement.
  title: 'Customer search',
  searching: 'Searching…',
} as const;

const count = new Intl.NumberFormat('en-US');

/** Labels of the status values (spec 000 §3). */
export const statusLabels = { success: 'Success', failure: 'Failure', timeout: 'Timeout' } as const;
