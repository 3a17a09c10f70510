/** A customer search result (spec 000 §3). Mirrors the api-client's schema; ui imports nothing of ours. */
export type SearchResultStatus = 'success' | 'failure' | 'timeout';

export interface SearchResult {
  id: string;
  /** An app id; its title comes from the dialog's `apps`. */
  app: string;
  status: SearchResultStatus;
  /** ISO 8601. */
  timestamp: string;
  sessionRef: string;
  /** E.164 as the API sends it; shown in international format. */
  phoneNumber: string;
}

/** An app the App filter offers and the App column names. */
export interface SearchApp {
  id: string;
  title: string;
}

/**
 * The filters next to the search box; null means "any". Dates are calendar days (yyyy-mm-dd), both inclusive,
 * in the user's time zone. A range being picked has `from` and no `to` yet.
 */
export interface SearchFilters {
  app: string | null;
  status: SearchResultStatus | null;
  from: string | null;
  to: string | null;
}

export const EMPTY_SEARCH_FILTERS: SearchFilters = { app: null, status: null, from: null, to: null };

/** `results` are the rows to show, `total` what the search found before filtering ("Showing X of Y results"). */
export interface SearchResponse {
  results: SearchResult[];
  total: number;
}

/** Runs one search. `signal` aborts when a newer search replaces this one or the dialog closes. */
export type SearchHandler = (
  query: string,
  filters: SearchFilters,
  signal: AbortSignal,
) => Promise<SearchResponse>;
