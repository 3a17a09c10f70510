import {
  ACTIVITY_TABS as ACTIVITY_NOUNS,
  errorMessage,
  sessionStatusOptions,
  type AppId,
  type AppSession,
} from '@console/api-client';
import {
  Button,
  DataTable,
  DEFAULT_FILTER_BAR_VALUE,
  EmptyState,
  FilterBar,
  TimerButton,
  toast,
  useClock,
  type CancelTimer,
  type FilterBarValue,
} from '@console/ui';
import { Download, RotateCcw, SearchX } from 'lucide-react';
import { useEffect, useLayoutEffect, useMemo, useRef, useState } from 'react';
import { css } from '../../../styled-system/css';
import { ACTIVITY_TABS } from '../../lib/activity-tabs';
import { hasActivityFilters, type ActivitySearch } from '../../lib/activity-search';
import { ActivityHeader } from './activity-header';
import { RefundedFilter } from './payment/refunded-filter';
import { DATE_COLUMN_ID, sessionColumns } from './session-columns';
import { CursorPagedFooter } from '../../components/cursor-paged-footer';

const filters = css({ mb: '4' });
const footer = css({ mt: '4' });

/** Payments has refunds, and with them the Refunded filter (apps.md §3.5; gateway payments refund in the gateway). */
const collectsRefunds = (app: AppId) => app === 'payments';

/** The search waits this long after the last keystroke (spec apps.md §2.2). */
const SEARCH_DEBOUNCE_MS = 300;

export interface SessionPageData {
  items: readonly AppSession[];
  /** x-count: every session matching the filters. */
  count: number;
  /** x-last-key: the next page's cursor, null on the last page. */
  lastKey: string | null;
}

export interface ActivityListViewProps {
  app: AppId;
  /** The address's filters, sort, page size and cursors. */
  search: ActivitySearch;
  /** A new address: the list follows it. */
  onSearchChange: (search: ActivitySearch) => void;
  page: SessionPageData;
  /** yyyy-mm-dd in the viewer's time zone: a custom range ends on it at the latest. */
  today: string;
  onOpenSession: (session: AppSession) => void;
  /** Export CSV of the current filters; a rejection is said in a toast with the server's message. */
  onExport: () => Promise<void>;
  /** A page is on its way (Previous and Next wait). */
  busy?: boolean;
}

/** The address without some of its keys. */
function without(search: ActivitySearch, ...keys: (keyof ActivitySearch)[]): ActivitySearch {
  return Object.fromEntries(Object.entries(search).filter(([key]) => !(keys as string[]).includes(key)));
}

/** The filter bar's value of an address (the search box shows what is typed, `query`). */
function filterValue(search: ActivitySearch, query: string): FilterBarValue {
  return {
    statuses: search.status ?? [],
    range: search.from && search.to ? { from: search.from, to: search.to } : { days: search.range ?? 30 },
    query,
  };
}

/** The address of a filter bar value: the sort, page size and drawer stay; the cursors go (back to page 1). */
function searchOf(search: ActivitySearch, value: FilterBarValue): ActivitySearch {
  const { range } = value;
  const query = value.query.trim();
  return {
    ...(value.statuses.length > 0 ? { status: [...value.statuses] } : {}),
    ...('days' in range
      ? range.days === 30
        ? {}
        : { range: range.days }
      : { from: range.from, to: range.to }),
    ...(query ? { q: query } : {}),
    ...(search.refunded ? { refunded: true } : {}),
    ...(search.sort ? { sort: search.sort } : {}),
    ...(search.limit ? { limit: search.limit } : {}),
    ...(search.session ? { session: search.session } : {}),
  };
}

/**
 * An app's activity list (spec apps.md §2.2): filters (status, date range, search with a 300 ms debounce on the
 * injected clock, Reset), the sessions of one server page sorted by date (the header flips it), the footer's
 * "{n} of {total} {noun}", page size and Previous/Next, and Export CSV. Everything is in the address: a change
 * goes to `onSearchChange`, and a filter change returns to the first page.
 */
export function ActivityListView({
  app,
  search,
  onSearchChange,
  page,
  today,
  onOpenSession,
  onExport,
  busy = false,
}: ActivityListViewProps) {
  const clock = useClock();
  const { noun } = ACTIVITY_NOUNS[app];
  const columns = useMemo(() => sessionColumns(app), [app]);
  const statusOptions = useMemo(() => sessionStatusOptions(app), [app]);
  const [query, setQuery] = useState(search.q ?? '');
  const pending = useRef<CancelTimer>(undefined);
  const latest = useRef({ search, onSearchChange });
  useLayoutEffect(() => {
    latest.current = { search, onSearchChange };
  });

  useEffect(() => () => pending.current?.(), []);
  // The address changed under the box (Back, a link): show its search.
  useEffect(() => {
    if (!pending.current) setQuery(search.q ?? '');
  }, [search.q]);

  const shown = filterValue(search, query);
  // Typing waits for a pause; a status, a range or Reset applies at once (with what is typed).
  const changeFilters = (value: FilterBarValue, base: ActivitySearch = search) => {
    setQuery(value.query);
    pending.current?.();
    pending.current = undefined;
    const onlyQuery = base === search && value.statuses === shown.statuses && value.range === shown.range;
    if (onlyQuery) {
      pending.current = clock.setTimeout(() => {
        pending.current = undefined;
        const { search: now, onSearchChange: change } = latest.current;
        change(searchOf(now, filterValue(now, value.query)));
      }, SEARCH_DEBOUNCE_MS);
      return;
    }
    onSearchChange(searchOf(base, value));
  };

  // Reset clears the app's own filters (Refunded) too.
  const reset = () => changeFilters(DEFAULT_FILTER_BAR_VALUE, without(search, 'refunded'));
  const resetButton = (
    <Button variant="outline" size="sm" onClick={reset}>
      <RotateCcw aria-hidden />
      Reset filters
    </Button>
  );
  const empty = search.q ? (
    <EmptyState icon={<SearchX />} title={`No results found for "${search.q}".`} action={resetButton} />
  ) : hasActivityFilters(search) ? (
    <EmptyState title={`No ${noun} match these filters.`} action={resetButton} />
  ) : (
    <EmptyState title={`No ${noun} yet.`} />
  );

  return (
    <div>
      <ActivityHeader title={ACTIVITY_TABS[app].label}>
        <TimerButton
          variant="outline"
          onClick={() =>
            onExport().catch((error: unknown) => {
              // 422 EXPORT_TOO_LARGE: "Narrow the date range to export fewer than 50,000 rows."
              toast.error('The export could not be made', errorMessage(error));
              throw error;
            })
          }
          successLabel="Exported"
        >
          <Download aria-hidden />
          Export CSV
        </TimerButton>
      </ActivityHeader>
      <FilterBar
        className={filters}
        value={shown}
        onChange={changeFilters}
        statusOptions={statusOptions}
        today={today}
        childrenFiltered={Boolean(search.refunded)}
        onReset={reset}
      >
        {collectsRefunds(app) && (
          <RefundedFilter
            checked={Boolean(search.refunded)}
            onChange={(checked) => {
              const rest = without(search, 'refunded', 'cursors');
              onSearchChange(checked ? { ...rest, refunded: true } : rest);
            }}
          />
        )}
      </FilterBar>
      <DataTable
        caption={ACTIVITY_TABS[app].label}
        columns={columns}
        data={page.items}
        getRowId={(session) => session.id}
        onRowClick={onOpenSession}
        emptyMessage={empty}
        sorting={{
          state: [{ id: DATE_COLUMN_ID, desc: search.sort !== 'asc' }],
          onChange: (sorting) => {
            const rest = without(search, 'cursors', 'sort');
            onSearchChange(sorting[0]?.desc === false ? { ...rest, sort: 'asc' } : rest);
          },
        }}
      />
      <CursorPagedFooter
        className={footer}
        search={search}
        page={page}
        noun={noun}
        busy={busy}
        onSearchChange={onSearchChange}
      />
    </div>
  );
}
