export { ACTIVITY_SEARCH_PLACEHOLDER, FilterBar, type FilterBarProps } from './filter-bar';
export {
  DEFAULT_FILTER_BAR_VALUE,
  MAX_CUSTOM_RANGE_DAYS,
  customRangeFrom,
  isFiltered,
  type DateRangeValue,
  type FilterBarValue,
} from './filter-bar-value';
export { SearchFilter, type SearchFilterProps } from './search-filter';
export type { StatusOption } from './status-filter';
