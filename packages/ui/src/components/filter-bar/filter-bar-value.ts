import { parseDate } from '@ark-ui/react/date-picker';
import { DEFAULT_DAY_RANGE, type DayRange } from '../../lib/day-ranges';
import type { SessionStatus } from '../session-status-badge';

/** The longest custom date range of an activity list, both ends counted (spec apps.md §2.2). */
export const MAX_CUSTOM_RANGE_DAYS = 366;

/** The last `days` days up to today, or a custom range of calendar days (yyyy-mm-dd, both ends included). */
export type DateRangeValue = { days: DayRange } | { from: string; to: string };

/** What an activity list is filtered by (spec apps.md §2.2). */
export interface FilterBarValue {
  /** None means every status. */
  statuses: readonly SessionStatus[];
  range: DateRangeValue;
  /** Customer reference, phone prefix or session id, as typed. */
  query: string;
}

/** No status, the last 30 days, no search: what "Reset" returns to. */
export const DEFAULT_FILTER_BAR_VALUE: FilterBarValue = {
  statuses: [],
  range: { days: DEFAULT_DAY_RANGE },
  query: '',
};

/** Whether any filter differs from the default (Reset is offered only then). */
export function isFiltered({ statuses, range, query }: FilterBarValue): boolean {
  return statuses.length > 0 || query !== '' || !('days' in range) || range.days !== DEFAULT_DAY_RANGE;
}

/** The custom range a user starts from when switching to "Custom range": the `days` days up to `today`. */
export function customRangeFrom(today: string, days: number): DateRangeValue {
  const end = parseDate(today);
  return { from: end.subtract({ days: days - 1 }).toString(), to: end.toString() };
}
