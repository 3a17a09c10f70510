import * as z from 'zod/mini';

/**
 * The address of an app's activity list (spec apps.md §2.2): every filter, the sort, the page size and the page
 * cursors live in `?…`, so a reload, a shared link or Back shows the same list. Defaults are left out of the address
 * (30 days, newest first, 25 rows, page 1). A malformed value is dropped rather than refused: an old bookmark still
 * opens the list. zod/mini, as every search schema of the route tree (it loads with the first page).
 *
 * - `status`: statuses to show (none: all); `range` 7 or 90 (30 is the default); or `from`/`to` (yyyy-mm-dd, a
 *   custom range of at most 366 days, both ends included), which wins over `range`;
 * - `q`: the search as sent (after the 300 ms debounce); `sort: 'asc'` oldest first;
 * - `refunded: true` (payments): only payments refunded in full or in part;
 * - `limit`: 10, 50 or 100 (25 is the default); `cursors`: the `x-last-key` of each page before this one, so
 *   Previous pops one and Next pushes the current page's; a filter change clears them (back to page 1);
 * - `session`: the session shown in the drawer (a row click, or the global customer search's link).
 */
const STATUS_VALUES = ['pending', 'success', 'failure', 'timeout'] as const;
const DAY = /^\d{4}-\d{2}-\d{2}$/;

const activitySearchSchema = z.object({
  status: z.catch(z.optional(z.array(z.enum(STATUS_VALUES))), undefined),
  range: z.catch(z.optional(z.literal([7, 90])), undefined),
  from: z.catch(z.optional(z.string().check(z.regex(DAY))), undefined),
  to: z.catch(z.optional(z.string().check(z.regex(DAY))), undefined),
  q: z.catch(z.optional(z.string().check(z.minLength(1), z.maxLength(100))), undefined),
  sort: z.catch(z.optional(z.literal('asc')), undefined),
  refunded: z.catch(z.optional(z.literal(true)), undefined),
  limit: z.catch(z.optional(z.literal([10, 50, 100])), undefined),
  cursors: z.catch(z.optional(z.array(z.string().check(z.minLength(1)))), undefined),
  session: z.catch(z.optional(z.string().check(z.minLength(1))), undefined),
});

export type ActivitySearch = z.infer<typeof activitySearchSchema>;
type ActivityStatus = (typeof STATUS_VALUES)[number];

/** The longest custom range, both ends counted (spec apps.md §2.2). */
const MAX_RANGE_DAYS = 366;
const DAY_MS = 86_400_000;

const dayNumber = (day: string) => Date.parse(`${day}T00:00:00Z`) / DAY_MS;

/** The route's validateSearch: the schema, then a custom range must be in order and at most 366 days long. */
export function validateActivitySearch(input: Record<string, unknown>): ActivitySearch {
  const search = activitySearchSchema.parse(input);
  const { from, to, ...rest } = search;
  const dropEmpty = (value: ActivitySearch): ActivitySearch =>
    Object.fromEntries(
      Object.entries(value as Record<string, unknown>).filter(
        ([, field]) => field !== undefined && !isEmptyArray(field),
      ),
    );
  if (from === undefined || to === undefined) return dropEmpty(rest);
  const span = dayNumber(to) - dayNumber(from) + 1;
  if (!(span >= 1 && span <= MAX_RANGE_DAYS)) return dropEmpty(rest);
  return dropEmpty({ ...rest, from, to, range: undefined });
}

const isEmptyArray = (value: unknown) => Array.isArray(value) && value.length === 0;

/**
 * The dashboard's address (spec apps.md §2.1): `?range=` 7 or 90 days (30, the default, is left out), and the
 * session a recent-activity row opened in the drawer; anything malformed is dropped.
 */
export const dashboardSearchSchema = z.object({
  range: z.catch(z.optional(z.literal([7, 90])), undefined),
  session: z.catch(z.optional(z.string().check(z.minLength(1))), undefined),
});

// ——— Days in the viewer's time zone ———

/** The browser's time zone: the one the api-client sends as X-TimeZone. */
export const viewerTimeZone = (): string => Intl.DateTimeFormat().resolvedOptions().timeZone;

/** yyyy-mm-dd of `at` in `timeZone`. */
export function dayIn(at: Date, timeZone: string): string {
  return new Intl.DateTimeFormat('en-CA', {
    timeZone,
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
  }).format(at);
}

/** `day` moved by `days` calendar days (yyyy-mm-dd). */
export function addDays(day: string, days: number): string {
  return new Date(Date.parse(`${day}T00:00:00Z`) + days * DAY_MS).toISOString().slice(0, 10);
}

/** How far `timeZone`'s wall clock is ahead of UTC at `time` (ms). */
function offsetAt(time: number, timeZone: string): number {
  const parts = new Intl.DateTimeFormat('en-US', {
    timeZone,
    hourCycle: 'h23',
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
    hour: '2-digit',
    minute: '2-digit',
    second: '2-digit',
  }).formatToParts(new Date(time));
  const part = (type: Intl.DateTimeFormatPartTypes) => Number(parts.find((p) => p.type === type)?.value);
  const wall = Date.UTC(
    part('year'),
    part('month') - 1,
    part('day'),
    part('hour'),
    part('minute'),
    part('second'),
  );
  return wall - Math.floor(time / 1000) * 1000;
}

/** The instant `day` starts in `timeZone` (its midnight, or the first moment after a gap). */
export function startOfDay(day: string, timeZone: string): Date {
  const wall = Date.parse(`${day}T00:00:00Z`);
  const first = wall - offsetAt(wall, timeZone);
  const second = wall - offsetAt(first, timeZone);
  return new Date(second);
}

// ——— The list's query ———

export interface ActivityQuery {
  status?: ActivityStatus[];
  from?: string;
  to?: string;
  q?: string;
  sort: '-createdAt' | 'createdAt';
  /** Sent as `refunded=true`. */
  refunded?: boolean;
  limit: 10 | 25 | 50 | 100;
  lastKey?: string;
}

/**
 * The address as the list call's query (GET /{app}/sessions): a preset range starts at the viewer's midnight `days`
 * days back, today included, and has no end; a custom range runs from its first day's midnight to the midnight
 * after its last day, less a millisecond. Same address, same day: the same query (and the same cache entry).
 */
export function activityQuery(search: ActivitySearch, now: Date, timeZone: string): ActivityQuery {
  const query: ActivityQuery = {
    sort: search.sort === 'asc' ? 'createdAt' : '-createdAt',
    limit: search.limit ?? 25,
  };
  if (search.status?.length) query.status = [...search.status];
  if (search.from && search.to) {
    query.from = startOfDay(search.from, timeZone).toISOString();
    query.to = new Date(startOfDay(addDays(search.to, 1), timeZone).getTime() - 1).toISOString();
  } else {
    const days = search.range ?? 30;
    query.from = startOfDay(addDays(dayIn(now, timeZone), -(days - 1)), timeZone).toISOString();
  }
  if (search.q) query.q = search.q;
  if (search.refunded) query.refunded = true;
  const lastKey = search.cursors?.at(-1);
  if (lastKey) query.lastKey = lastKey;
  return query;
}

/** Whether the list shows anything but the defaults' sessions (for "No {noun} match these filters."). */
export function hasActivityFilters(search: ActivitySearch): boolean {
  return Boolean(search.status?.length || search.range || search.from || search.q || search.refunded);
}
