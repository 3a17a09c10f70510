import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, screen, userEvent, waitFor, within } from 'storybook/test';
import {
  EMPTY_SEARCH_FILTERS,
  SEARCH_DEBOUNCE_MS,
  SPINNER_DELAY_MS,
  SPINNER_MIN_MS,
  SearchDialog,
  filterSearchResults,
  type SearchHandler,
  type SearchResult,
} from '@console/ui';
import { withStoryClock } from '../support/clock';
import { eightResults, makeResults, searchApps, thousandResults } from './search-dialog-data';
import { receivesFocus } from '../support/focus';

/** A search that answers at once with `results` (after the dialog's filters, as the console does). */
const answerWith =
  (results: SearchResult[]): SearchHandler =>
  (_query, filters) => {
    const shown = filterSearchResults(results, filters);
    return Promise.resolve({ results: shown, total: results.length });
  };

/** A search that answers `ms` after it starts, on the story's clock. */
const answerAfter =
  (ms: number, results: SearchResult[]): SearchHandler =>
  () =>
    new Promise((resolve) => setTimeout(() => resolve({ results, total: results.length }), ms));

const never: SearchHandler = () => new Promise(() => undefined);

/**
 * Awaits a user-event call on the fake clock. Storybook's React act wrapper waits for a 0 ms timer after each
 * call, so the clock has to turn (by 0 ms: no time passes) until the call is done.
 */
async function onClock(clock: { tickAsync: (ms: number) => Promise<unknown> }, event: Promise<void>) {
  const state = { done: false };
  const finished = event.finally(() => {
    state.done = true;
  });
  while (!state.done) await clock.tickAsync(0);
  await finished;
}

const meta = {
  title: 'UI/SearchDialog',
  component: SearchDialog,
  parameters: { layout: 'fullscreen' },
  args: {
    apps: searchApps,
    defaultOpen: true,
    onSearch: fn(answerWith(eightResults)),
    onOpenChange: fn(),
    onSelectResult: fn(),
  },
} satisfies Meta<typeof SearchDialog>;

export default meta;
type Story = StoryObj<typeof meta>;

const dialog = () => screen.getByRole('dialog', { name: 'Customer search' });
/** The dialog renders in a portal after mount: wait for it before the first query. */
const dialogOpened = () => screen.findByRole('dialog', { name: 'Customer search' });

type PlayContext = Parameters<NonNullable<Story['play']>>[0];
type ClockedPlay = Parameters<typeof withStoryClock<PlayContext>>[0];

/** withStoryClock, once the dialog is open (findBy* cannot poll on the fake clock). */
const playOnClock = (play: ClockedPlay) => {
  const clocked = withStoryClock(play);
  return async (context: PlayContext) => {
    await dialogOpened();
    await clocked(context);
  };
};
const input = () => within(dialog()).getByRole('combobox', { name: 'Customer ID' });
const spinner = () => within(dialog()).queryByText('Searching…');
const dataRows = () =>
  within(dialog())
    .queryAllByRole('row')
    .filter((row) => row.closest('tbody'));

/** Closed until Cmd/Ctrl+K, from anywhere on the page; Escape closes it again. */
export const ClosedOpensWithHotkey: Story = {
  args: { defaultOpen: false },
  render: (args) => (
    <div style={{ padding: 24 }}>
      <p>
        Press <kbd>Ctrl</kbd> + <kbd>K</kbd> (or <kbd>⌘</kbd> + <kbd>K</kbd>) to search a customer.
      </p>
      <SearchDialog {...args} />
    </div>
  ),
  play: async ({ args, canvasElement }) => {
    await within(canvasElement).findByText(/to search a customer/);
    await expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    await userEvent.keyboard('{Control>}k{/Control}');
    await expect(await screen.findByRole('dialog', { name: 'Customer search' })).toBeVisible();
    await expect(args.onOpenChange).toHaveBeenLastCalledWith(true);
    await receivesFocus(input());

    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    await expect(args.onOpenChange).toHaveBeenLastCalledWith(false);

    await userEvent.keyboard('{Meta>}k{/Meta}');
    await expect(await screen.findByRole('dialog', { name: 'Customer search' })).toBeVisible();
    // Escape reaches the dialog once it holds the focus.
    await receivesFocus(input());
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  },
};

/** Before any query: the placeholder and the prompt for a customer ID. */
export const EmptyPrompt: Story = {
  play: async ({ args }) => {
    await dialogOpened();
    await expect(input()).toHaveAttribute('placeholder', 'Search a customer across all apps');
    await expect(within(dialog()).getByText('Enter a customer ID to search')).toBeVisible();
    await expect(args.onSearch).not.toHaveBeenCalled();
  },
};

/** Typing searches 300 ms after the last keystroke, not before. */
export const Debounce: Story = {
  play: playOnClock(async ({ args, clock, user }) => {
    await expect(SEARCH_DEBOUNCE_MS).toBe(300);
    await onClock(clock, user.type(input(), 'cust-1'));
    await clock.tickAsync(SEARCH_DEBOUNCE_MS - 100);
    await onClock(clock, user.type(input(), '042'));
    await clock.tickAsync(SEARCH_DEBOUNCE_MS - 1);
    await expect(args.onSearch).not.toHaveBeenCalled();
    await clock.tickAsync(1);
    await expect(args.onSearch).toHaveBeenCalledOnce();
    await expect(args.onSearch).toHaveBeenCalledWith(
      'cust-1042',
      EMPTY_SEARCH_FILTERS,
      expect.any(AbortSignal),
    );
  }),
};

/** A slow search: after 300 ms the spinner shows in the search box and is announced. */
export const Loading: Story = {
  args: { onSearch: fn(never) },
  play: playOnClock(async ({ args, clock, user }) => {
    await onClock(clock, user.type(input(), 'cust-1042'));
    await clock.tickAsync(SEARCH_DEBOUNCE_MS);
    await expect(args.onSearch).toHaveBeenCalledOnce();
    await expect(input()).toHaveAttribute('aria-busy', 'true');
    await clock.tickAsync(SPINNER_DELAY_MS);
    await expect(spinner()).toBeInTheDocument();
  }),
};

/**
 * The spinner's timings, from the moment the search starts: hidden until 300 ms, then shown for at least
 * 500 ms, so an answer at 350 ms keeps it until 800 ms (the results show as soon as they arrive).
 */
export const SpinnerTiming: Story = {
  args: { onSearch: fn(answerAfter(350, eightResults)) },
  play: playOnClock(async ({ args, clock, user }) => {
    await expect([SPINNER_DELAY_MS, SPINNER_MIN_MS]).toEqual([300, 500]);
    await onClock(clock, user.type(input(), 'cust-1042'));
    await clock.tickAsync(SEARCH_DEBOUNCE_MS);
    await expect(args.onSearch).toHaveBeenCalledOnce();
    await clock.tickAsync(299);
    await expect(spinner()).not.toBeInTheDocument();
    await clock.tickAsync(1);
    await expect(spinner()).toBeInTheDocument();
    await clock.tickAsync(50);
    await expect(within(dialog()).getByText('Showing 8 of 8 results')).toBeInTheDocument();
    await expect(spinner()).toBeInTheDocument();
    await clock.tickAsync(449);
    await expect(spinner()).toBeInTheDocument();
    await clock.tickAsync(1);
    await expect(spinner()).not.toBeInTheDocument();
  }),
};

/** An answer within 300 ms never shows the spinner. */
export const FastAnswerNoSpinner: Story = {
  args: { onSearch: fn(answerAfter(299, eightResults)) },
  play: playOnClock(async ({ clock, user }) => {
    await onClock(clock, user.type(input(), 'cust-1042'));
    await clock.tickAsync(SEARCH_DEBOUNCE_MS + 299);
    await expect(within(dialog()).getByText('Showing 8 of 8 results')).toBeInTheDocument();
    await clock.tickAsync(SPINNER_DELAY_MS + SPINNER_MIN_MS);
    await expect(spinner()).not.toBeInTheDocument();
  }),
};

/** Each new search aborts the one before: the first call's signal is aborted, the second's is not. */
export const AbortsPreviousSearch: Story = {
  args: { onSearch: fn(never) },
  play: playOnClock(async ({ args, clock, user }) => {
    const { onSearch } = args;
    await onClock(clock, user.type(input(), 'cust-1'));
    await clock.tickAsync(SEARCH_DEBOUNCE_MS);
    await onClock(clock, user.type(input(), '042'));
    await clock.tickAsync(SEARCH_DEBOUNCE_MS);
    await expect(onSearch).toHaveBeenCalledTimes(2);
    const [first, second] = onSearch.mock.calls.map(([, , signal]) => signal);
    await expect(first?.aborted).toBe(true);
    await expect(second?.aborted).toBe(false);
    await expect(onSearch.mock.calls.map(([query]) => query)).toEqual(['cust-1', 'cust-1042']);
  }),
};

/** Results: Date, App, Status, Session, Phone Number, and the count. */
export const Results: Story = {
  play: playOnClock(async ({ clock, user }) => {
    await onClock(clock, user.type(input(), 'cust-1042'));
    await clock.tickAsync(SEARCH_DEBOUNCE_MS);
    const grid = within(dialog()).getByRole('grid', { name: 'Search results' });
    const headers = within(grid)
      .getAllByRole('columnheader')
      .map((header) => header.textContent);
    await expect(headers).toEqual(['Date', 'App', 'Status', 'Session', 'Phone Number']);
    await expect(dataRows()).toHaveLength(8);
    await expect(within(dialog()).getByText('Showing 8 of 8 results')).toBeInTheDocument();
    await expect(input()).toHaveAttribute('aria-expanded', 'true');
  }),
};

/** Nothing found: the query quoted, and a hint. */
export const NoResults: Story = {
  args: { onSearch: fn(answerWith([])) },
  play: playOnClock(async ({ clock, user }) => {
    await onClock(clock, user.type(input(), 'nobody-77'));
    await clock.tickAsync(SEARCH_DEBOUNCE_MS);
    await expect(within(dialog()).getByText('No results found for "nobody-77".')).toBeVisible();
    await expect(within(dialog()).getByText('Try searching for a different customer ID.')).toBeVisible();
    await expect(within(dialog()).queryByRole('grid')).not.toBeInTheDocument();
  }),
};

/** A failed search: the error message, and the previous results are cleared. */
export const ErrorClearsResults: Story = {
  args: {
    onSearch: fn<SearchHandler>((query) =>
      query === 'cust-1042'
        ? Promise.resolve({ results: eightResults, total: 8 })
        : Promise.reject(new Error('unexpected response status: 500')),
    ),
  },
  play: playOnClock(async ({ clock, user }) => {
    await onClock(clock, user.type(input(), 'cust-1042'));
    await clock.tickAsync(SEARCH_DEBOUNCE_MS);
    await expect(dataRows()).toHaveLength(8);
    await onClock(clock, user.type(input(), '9'));
    await clock.tickAsync(SEARCH_DEBOUNCE_MS);
    await expect(within(dialog()).getByText('An error occurred during search')).toBeVisible();
    await expect(within(dialog()).queryByRole('grid')).not.toBeInTheDocument();
    await expect(within(dialog()).queryByText(/^Showing/)).not.toBeInTheDocument();
  }),
};

/** Session ids over 12 characters show their first and last 6; phone numbers in international format. */
export const LongSessionIdsAndPhones: Story = {
  play: playOnClock(async ({ clock, user }) => {
    await onClock(clock, user.type(input(), 'cust-1042'));
    await clock.tickAsync(SEARCH_DEBOUNCE_MS);
    const [first, , third] = dataRows();
    const firstSession = eightResults[0]?.sessionRef ?? '';
    await expect(firstSession.length).toBeGreaterThan(12);
    const short = within(first as HTMLElement).getByText(
      `${firstSession.slice(0, 6)}…${firstSession.slice(-6)}`,
    );
    await expect(short.parentElement).toHaveAttribute('title', firstSession);
    await expect(within(first as HTMLElement).getByText(firstSession)).toBeInTheDocument();
    await expect(within(third as HTMLElement).getByText('s-1002')).toBeVisible();
    for (const phone of ['+1 415 555 2671', '+44 20 7946 0958', '+33 1 42 68 53 00', '+81 3 1234 5678']) {
      await expect(within(dialog()).getByText(phone)).toBeVisible();
    }
    await expect(within(dialog()).getByText('0207 946 0958')).toBeVisible();
  }),
};

/** The App and Status filters search again at once; Reset clears them and returns the focus to the search field. */
export const FiltersAndReset: Story = {
  play: async ({ args }) => {
    await dialogOpened();
    await userEvent.type(input(), 'cust-1042');
    await waitFor(() => expect(within(dialog()).getByText('Showing 8 of 8 results')).toBeInTheDocument());
    const reset = within(dialog()).getByRole('button', { name: 'Reset' });
    await expect(reset).toBeDisabled();

    const appFilter = within(dialog()).getByRole('combobox', { name: 'App' });
    await userEvent.click(appFilter);
    await userEvent.click(await within(dialog()).findByRole('option', { name: 'Payments' }));
    // The select gives the focus back to its trigger just after closing: wait, or it could take it after Reset.
    await receivesFocus(appFilter);
    await waitFor(() => expect(within(dialog()).getByText('Showing 1 of 8 results')).toBeInTheDocument());
    await expect(args.onSearch).toHaveBeenLastCalledWith(
      'cust-1042',
      { ...EMPTY_SEARCH_FILTERS, app: 'payments' },
      expect.any(AbortSignal),
    );

    const statusFilter = within(dialog()).getByRole('combobox', { name: 'Status' });
    await userEvent.click(statusFilter);
    await userEvent.click(await within(dialog()).findByRole('option', { name: 'Failure' }));
    await receivesFocus(statusFilter);
    await waitFor(() =>
      expect(within(dialog()).getByText('No results found for "cust-1042".')).toBeVisible(),
    );

    await userEvent.click(reset);
    await waitFor(() => expect(within(dialog()).getByText('Showing 8 of 8 results')).toBeInTheDocument());
    await expect(args.onSearch).toHaveBeenLastCalledWith(
      'cust-1042',
      EMPTY_SEARCH_FILTERS,
      expect.any(AbortSignal),
    );
    await expect(reset).toBeDisabled();
    // Reset disables itself, so the focus goes back to the search field.
    await receivesFocus(input());
  },
};

/** The date range filter: typed start and end dates (mm/dd/yyyy) go to the search as yyyy-mm-dd. */
export const DateRangeFilter: Story = {
  play: async ({ args }) => {
    await dialogOpened();
    await userEvent.type(input(), 'cust-1042');
    await waitFor(() => expect(within(dialog()).getByText('Showing 8 of 8 results')).toBeInTheDocument());
    const startInput = within(dialog()).getByRole('textbox', { name: 'Start date' });
    const endInput = within(dialog()).getByRole('textbox', { name: 'End date' });
    await userEvent.type(startInput, '11/20/2026{Enter}');
    // Picking a start fills the end with the same day: replace it.
    await userEvent.type(endInput, '11/21/2026{Enter}', {
      initialSelectionStart: 0,
      initialSelectionEnd: 10,
    });
    await waitFor(() =>
      expect(args.onSearch).toHaveBeenLastCalledWith(
        'cust-1042',
        { ...EMPTY_SEARCH_FILTERS, from: '2026-11-20', to: '2026-11-21' },
        expect.any(AbortSignal),
      ),
    );
    await userEvent.click(within(dialog()).getByRole('button', { name: 'Reset' }));
    await waitFor(() =>
      expect(within(dialog()).getByRole('textbox', { name: 'Start date' })).toHaveValue(''),
    );
  },
};

/** 1,000 results: the count says so, and only the rows in view (plus a few) are in the DOM. */
export const ThousandResults: Story = {
  args: { onSearch: fn(answerWith(thousandResults)) },
  play: playOnClock(async ({ clock, user }) => {
    await onClock(clock, user.type(input(), 'cust-1042'));
    await clock.tickAsync(SEARCH_DEBOUNCE_MS);
    await expect(within(dialog()).getByText('Showing 1,000 of 1,000 results')).toBeInTheDocument();
    await expect(within(dialog()).getByRole('grid')).toHaveAttribute('aria-rowcount', '1001');
    const rendered = dataRows().length;
    await expect(rendered).toBeGreaterThan(5);
    await expect(rendered).toBeLessThan(60);
    const scroller = within(dialog()).getByRole('region', { name: 'Search results' });
    await expect(scroller.clientHeight).toBeLessThanOrEqual(Math.ceil(window.innerHeight * 0.7));
  }),
};

/** Arrow keys move the active row (kept in view), Enter opens it, Escape closes the dialog. */
export const KeyboardNavigation: Story = {
  args: { onSearch: fn(answerWith(makeResults(40))) },
  play: playOnClock(async ({ args, clock, user }) => {
    await onClock(clock, user.type(input(), 'cust-1042'));
    await clock.tickAsync(SEARCH_DEBOUNCE_MS);
    const active = () => document.getElementById(input().getAttribute('aria-activedescendant') ?? '');
    await expect(active()).toHaveAttribute('aria-rowindex', '2');
    await onClock(clock, user.keyboard('{ArrowDown}{ArrowDown}{ArrowUp}'));
    await expect(active()).toHaveAttribute('aria-rowindex', '3');
    await expect(active()).toHaveAttribute('aria-selected', 'true');
    await onClock(clock, user.keyboard('{Enter}'));
    await expect(args.onSelectResult).toHaveBeenCalledWith(expect.objectContaining({ id: 'sess-result-2' }));
    await expect(args.onOpenChange).toHaveBeenLastCalledWith(false);
  }),
};

/** Far down the list: the active row scrolls into view; Escape closes without selecting. */
export const KeyboardScrollAndEscape: Story = {
  args: { onSearch: fn(answerWith(makeResults(40))) },
  play: async ({ args }) => {
    await dialogOpened();
    await userEvent.type(input(), 'c42');
    await waitFor(() => expect(within(dialog()).getByText('Showing 40 of 40 results')).toBeInTheDocument());
    // Held down: 15 presses, past the rows that fit in the list.
    await userEvent.keyboard('{ArrowDown>15/}');
    await waitFor(() =>
      expect(document.getElementById(input().getAttribute('aria-activedescendant') ?? '')).toBeVisible(),
    );
    await expect(input().getAttribute('aria-activedescendant')).toMatch(/-row-15$/);
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    await expect(args.onSelectResult).not.toHaveBeenCalled();
    await expect(args.onOpenChange).toHaveBeenLastCalledWith(false);
  },
};
