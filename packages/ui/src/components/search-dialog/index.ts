export { SearchDialog, type SearchDialogProps } from './search-dialog';
export { SEARCH_DEBOUNCE_MS, SPINNER_DELAY_MS, SPINNER_MIN_MS, searchText } from './constants';
export { filterSearchResults } from './filter-search-results';
export { useOpenHotkey } from './use-open-hotkey';
export {
  EMPTY_SEARCH_FILTERS,
  type SearchApp,
  type SearchFilters,
  type SearchHandler,
  type SearchResponse,
  type SearchResult,
  type SearchResultStatus,
} from './types';
export { shortenSessionId } from '../../lib/shorten-session-id';
export { formatPhoneNumber } from '../../lib/format-phone-number';
