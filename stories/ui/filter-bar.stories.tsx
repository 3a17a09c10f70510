import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, screen, userEvent, waitFor, within } from 'storybook/test';
import { DEFAULT_FILTER_BAR_VALUE, FilterBar, type FilterBarValue, type StatusOption } from '@console/ui';
import { OTP_LABELS } from './session-data';

const STATUS_OPTIONS: StatusOption[] = (['success', 'failure', 'timeout', 'pending'] as const).map(
  (value) => ({
    value,
    label: OTP_LABELS[value],
  }),
);

/** Today in the viewer's time zone: the stories' fixed day. */
const TODAY = '2026-11-21';

function FilterBarExample({
  initial,
  onChange,
  refunded: refundedAtFirst,
}: {
  initial: FilterBarValue;
  onChange: (value: FilterBarValue) => void;
  /** An app's own filter (Payments' Refunded) beside the others, checked or not; absent: none. */
  refunded?: boolean;
}) {
  const [value, setValue] = useState(initial);
  const [refunded, setRefunded] = useState(refundedAtFirst ?? false);
  const change = (next: FilterBarValue) => {
    setValue(next);
    onChange(next);
  };
  if (refundedAtFirst === undefined) {
    return <FilterBar value={value} statusOptions={STATUS_OPTIONS} today={TODAY} onChange={change} />;
  }
  return (
    <FilterBar
      value={value}
      statusOptions={STATUS_OPTIONS}
      today={TODAY}
      onChange={change}
      childrenFiltered={refunded}
      onReset={() => {
        setRefunded(false);
        change(DEFAULT_FILTER_BAR_VALUE);
      }}
    >
      <label>
        <input type="checkbox" checked={refunded} onChange={(event) => setRefunded(event.target.checked)} />{' '}
        Refunded
      </label>
    </FilterBar>
  );
}

const meta = {
  title: 'UI/FilterBar',
  component: FilterBarExample,
  args: { initial: DEFAULT_FILTER_BAR_VALUE, onChange: fn() },
  parameters: { layout: 'padded' },
  decorators: [(Story) => <div style={{ minHeight: 420 }}>{Story()}</div>],
} satisfies Meta<typeof FilterBarExample>;

export default meta;
type Story = StoryObj<typeof meta>;

const lastValue = (onChange: unknown) => {
  const calls = (onChange as ReturnType<typeof fn>).mock.calls;
  return calls.at(-1)?.[0] as FilterBarValue;
};

/** The defaults: every status, the last 30 days, no search; Reset has nothing to undo. */
export const Defaults: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('group', { name: 'Filters' })).toBeVisible();
    await expect(canvas.getByRole('searchbox', { name: 'Search' })).toHaveAttribute(
      'placeholder',
      'Search by customer ID, phone or session',
    );
    await expect(canvas.getByRole('combobox', { name: 'Status' })).toHaveTextContent('All statuses');
    await expect(canvas.getByRole('combobox', { name: 'Date range' })).toHaveTextContent('30 days');
    await expect(canvas.getByRole('button', { name: 'Reset' })).toBeDisabled();
  },
};

/** Typing reports every keystroke (the console debounces); the clear button empties the box and keeps the focus. */
export const Search: Story = {
  play: async ({ args, canvas }) => {
    const search = canvas.getByRole('searchbox', { name: 'Search' });
    await userEvent.type(search, '+4477');
    await expect(lastValue(args.onChange).query).toBe('+4477');
    await userEvent.click(canvas.getByRole('button', { name: 'Clear search' }));
    await expect(search).toHaveValue('');
    await expect(search).toHaveFocus();
    await expect(lastValue(args.onChange).query).toBe('');
    await expect(canvas.queryByRole('button', { name: 'Clear search' })).toBeNull();
  },
};

/** Several statuses at once; the trigger names them. */
export const Statuses: Story = {
  play: async ({ args, canvas }) => {
    await userEvent.click(canvas.getByRole('combobox', { name: 'Status' }));
    const list = await screen.findByRole('listbox', { name: 'Status' });
    await userEvent.click(within(list).getByRole('option', { name: 'Failed' }));
    await userEvent.click(within(list).getByRole('option', { name: 'Expired' }));
    await waitFor(() => expect(lastValue(args.onChange).statuses).toEqual(['failure', 'timeout']));
    await userEvent.keyboard('{Escape}');
    await expect(canvas.getByRole('combobox', { name: 'Status' })).toHaveTextContent('Failed, Expired');
    await expect(canvas.getByRole('button', { name: 'Reset' })).toBeEnabled();
  },
};

/** 7, 30 or 90 days; "Custom range" starts from the range chosen before, ending today. */
export const DateRanges: Story = {
  play: async ({ args, canvas }) => {
    const range = canvas.getByRole('combobox', { name: 'Date range' });
    await userEvent.click(range);
    await userEvent.click(await screen.findByRole('option', { name: '7 days' }));
    await waitFor(() => expect(lastValue(args.onChange).range).toEqual({ days: 7 }));

    await userEvent.click(range);
    await userEvent.click(await screen.findByRole('option', { name: 'Custom range' }));
    await waitFor(() =>
      expect(lastValue(args.onChange).range).toEqual({ from: '2026-11-15', to: '2026-11-21' }),
    );
    await expect(await canvas.findByRole('textbox', { name: 'Start date' })).toHaveValue('11/15/2026');
    await expect(canvas.getByRole('textbox', { name: 'End date' })).toHaveValue('11/21/2026');
  },
};

/** A custom range picked on the calendar: no day after today, and at most 366 days once a start is picked. */
export const CustomRangeLimits: Story = {
  args: { initial: { ...DEFAULT_FILTER_BAR_VALUE, range: { from: '2026-11-01', to: '2026-11-21' } } },
  play: async ({ args, canvas }) => {
    await userEvent.click(canvas.getByRole('button', { name: /calendar/i }));
    const calendar = await screen.findByRole('application');
    // Today is the last day that can be chosen.
    await expect(within(calendar).getByRole('button', { name: /November 22, 2026/ })).toHaveAttribute(
      'aria-disabled',
      'true',
    );
    await userEvent.click(within(calendar).getByRole('button', { name: /November 2, 2026/ }));
    await userEvent.click(within(calendar).getByRole('button', { name: /November 12, 2026/ }));
    await waitFor(() =>
      expect(lastValue(args.onChange).range).toEqual({ from: '2026-11-02', to: '2026-11-12' }),
    );
  },
};

/** Filtered: Reset returns every filter to its default and puts the focus in the search box. */
export const Reset: Story = {
  args: {
    initial: { statuses: ['failure'], range: { days: 90 }, query: 'cust-1042' },
  },
  play: async ({ args, canvas }) => {
    const reset = canvas.getByRole('button', { name: 'Reset' });
    await expect(reset).toBeEnabled();
    await userEvent.click(reset);
    await expect(lastValue(args.onChange)).toEqual(DEFAULT_FILTER_BAR_VALUE);
    await expect(canvas.getByRole('searchbox', { name: 'Search' })).toHaveFocus();
    await expect(reset).toBeDisabled();
  },
};

/** An app's own filter beside the others (Payments' Refunded): set alone, it offers Reset, and Reset clears it too. */
export const AppFilter: Story = {
  args: { refunded: true },
  play: async ({ args, canvas }) => {
    const reset = canvas.getByRole('button', { name: 'Reset' });
    await expect(canvas.getByRole('checkbox', { name: 'Refunded' })).toBeChecked();
    await expect(reset).toBeEnabled();
    await userEvent.click(reset);
    await expect(canvas.getByRole('checkbox', { name: 'Refunded' })).not.toBeChecked();
    await expect(lastValue(args.onChange)).toEqual(DEFAULT_FILTER_BAR_VALUE);
    await expect(canvas.getByRole('searchbox', { name: 'Search' })).toHaveFocus();
    await expect(reset).toBeDisabled();
  },
};
