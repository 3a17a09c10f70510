import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, screen, userEvent, waitFor, within } from 'storybook/test';
import {
  EMPTY_SEARCH_FILTERS,
  SearchDialog,
  filterSearchResults,
  type SearchHandler,
  type SearchResult,
} from '@console/ui';
import { eightResults, makeResults, searchApps, thousandResults } from './search-dialog-data';
import { receivesFocus } from '../support/focus';
import { noScreenshot } from '../support/screenshot';

/** A search that answers at once with `results` (after the dialog's filters, as the console does). */
const answerWith =
  (results: SearchResult[]): SearchHandler =>
  (_query, filters) => {
    const shown = filterSearchResults(results, filters);
    return Promise.resolve({ results: shown, total: results.length });
  };

/** Two frames: an answer that resolved at once has been rendered. */
const nextFrames = () =>
  new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve)));

const never: SearchHandler = () => new Promise(() => undefined);

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

/**
 * Types `text` once the dialog is open and waits for the search's answer to show (`showing`), after the debounce
 * (its 300 ms, and the spinner's 300 and 500 ms, are proved by the hooks' tests).
 */
async function search(text: string, showing: string | RegExp = /^Showing /) {
  await dialogOpened();
  await userEvent.type(input(), text);
  return within(dialog()).findByText(showing, {});
}
const input = () => within(dialog()).getByRole('combobox', { name: 'Customer ID' });
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

/** Typing searches once the keystrokes pause, with the whole query. */
export const Debounce: Story = {
  ...noScreenshot('ends as Results'),
  play: async ({ args }) => {
    await dialogOpened();
    await userEvent.type(input(), 'cust-1042');
    await waitFor(() =>
      expect(args.onSearch).toHaveBeenLastCalledWith(
        'cust-1042',
        EMPTY_SEARCH_FILTERS,
        expect.any(AbortSignal),
      ),
    );
    await within(dialog()).findByText('Showing 8 of 8 results');
  },
};

/** A slow search: the spinner shows in the search box and is announced; the field is busy. */
export const Loading: Story = {
  args: { onSearch: fn(never) },
  play: async ({ args }) => {
    await dialogOpened();
    await userEvent.type(input(), 'cust-1042');
    await expect(await within(dialog()).findByText('Searching…', {})).toBeVisible();
    // On a loaded machine a pause between keystrokes can outlast the debounce, so a search for part of the text
    // may be the one spinning first: wait for the whole text's.
    await waitFor(() =>
      expect(args.onSearch).toHaveBeenLastCalledWith(
        'cust-1042',
        EMPTY_SEARCH_FILTERS,
        expect.any(AbortSignal),
      ),
    );
    await expect(input()).toHaveAttribute('aria-busy', 'true');
  },
};

/** Results: Date, App, Status, Session, Phone Number, and the count. */
export const Results: Story = {
  play: async () => {
    await search('cust-1042');
    const grid = within(dialog()).getByRole('grid', { name: 'Search results' });
    const headers = within(grid)
      .getAllByRole('columnheader')
      .map((header) => header.textContent);
    await expect(headers).toEqual(['Date', 'App', 'Status', 'Session', 'Phone Number']);
    await expect(dataRows()).toHaveLength(8);
    await expect(within(dialog()).getByText('Showing 8 of 8 results')).toBeInTheDocument();
    await expect(input()).toHaveAttribute('aria-expanded', 'true');
  },
};

/** Nothing found: the query quoted, and a hint. */
export const NoResults: Story = {
  args: { onSearch: fn(answerWith([])) },
  play: async () => {
    await expect(await search('nobody-77', 'No results found for "nobody-77".')).toBeVisible();
    await expect(within(dialog()).getByText('Try searching for a different customer ID.')).toBeVisible();
    await expect(within(dialog()).queryByRole('grid')).not.toBeInTheDocument();
  },
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
  play: async () => {
    await search('cust-1042');
    await expect(dataRows()).toHaveLength(8);
    await userEvent.type(input(), '9');
    await expect(await within(dialog()).findByText('An error occurred during search', {})).toBeVisible();
    await expect(within(dialog()).queryByRole('grid')).not.toBeInTheDocument();
    await expect(within(dialog()).queryByText(/^Showing/)).not.toBeInTheDocument();
  },
};

/** Session ids over 12 characters show their first and last 6; phone numbers in international format. */
export const LongSessionIdsAndPhones: Story = {
  ...noScreenshot('ends as Results'),
  play: async () => {
    await search('cust-1042');
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
  },
};

/** The App and Status filters search again at once; Reset clears them and returns the focus to the search field. */
export const FiltersAndReset: Story = {
  ...noScreenshot('ends as Results, the filters reset'),
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
  ...noScreenshot('ends as Results, the dates reset'),
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
  play: async () => {
    await search('cust-1042', 'Showing 1,000 of 1,000 results');
    await expect(within(dialog()).getByRole('grid')).toHaveAttribute('aria-rowcount', '1001');
    const rendered = dataRows().length;
    await expect(rendered).toBeGreaterThan(5);
    await expect(rendered).toBeLessThan(60);
    const scroller = within(dialog()).getByRole('region', { name: 'Search results' });
    await expect(scroller.clientHeight).toBeLessThanOrEqual(Math.ceil(window.innerHeight * 0.7));
  },
};

/** Arrow keys move the active row (kept in view), Enter opens it, Escape closes the dialog. */
export const KeyboardNavigation: Story = {
  ...noScreenshot('ends with the dialog closed'),
  args: { onSearch: fn(answerWith(makeResults(40))) },
  play: async ({ args }) => {
    await search('cust-1042');
    // The full text's answer, not an earlier keystroke's (a slow machine may search "cust-10" first): a later
    // answer would put the active row back at the top after the keys below.
    await waitFor(() =>
      expect(args.onSearch).toHaveBeenLastCalledWith('cust-1042', expect.anything(), expect.anything()),
    );
    await nextFrames();
    const active = () => document.getElementById(input().getAttribute('aria-activedescendant') ?? '');
    await waitFor(() => expect(active()).toHaveAttribute('aria-rowindex', '2'));
    await userEvent.keyboard('{ArrowDown}{ArrowDown}{ArrowUp}');
    // The active row follows the keys once the list has rendered them (later on a loaded machine).
    await waitFor(() => expect(active()).toHaveAttribute('aria-rowindex', '3'));
    await expect(active()).toHaveAttribute('aria-selected', 'true');
    await userEvent.keyboard('{Enter}');
    await expect(args.onSelectResult).toHaveBeenCalledWith(expect.objectContaining({ id: 'sess-result-2' }));
    await expect(args.onOpenChange).toHaveBeenLastCalledWith(false);
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  },
};

/** Far down the list: the active row scrolls into view; Escape closes without selecting. */
export const KeyboardScrollAndEscape: Story = {
  ...noScreenshot('ends with the dialog closed'),
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
