import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent, waitFor } from 'storybook/test';
import { DAY_RANGE_OPTIONS, SegmentedControl } from '@console/ui';

type Range = (typeof DAY_RANGE_OPTIONS)[number]['value'];

function RangeControl({ onValueChange }: { onValueChange: (value: Range) => void }) {
  const [range, setRange] = useState<Range>('30');
  return (
    <SegmentedControl
      label="Range"
      options={DAY_RANGE_OPTIONS}
      value={range}
      onValueChange={(next) => {
        setRange(next);
        onValueChange(next);
      }}
    />
  );
}

const meta = {
  title: 'UI/SegmentedControl',
  component: RangeControl,
  args: { onValueChange: fn() },
} satisfies Meta<typeof RangeControl>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The dashboard's range: "7 days | 30 days | 90 days", 30 chosen by default (spec apps.md §2.1). */
export const DashboardRange: Story = {
  play: async ({ canvas }) => {
    const group = canvas.getByRole('radiogroup', { name: 'Range' });
    await expect(group).toBeVisible();
    const labels = canvas.getAllByRole('radio').map((radio) => radio.closest('label')?.textContent);
    await expect(labels).toEqual(['7 days', '30 days', '90 days']);
    await expect(canvas.getByRole('radio', { name: '30 days' })).toBeChecked();
  },
};

/** A click chooses another range and reports it. */
export const Click: Story = {
  play: async ({ args, canvas }) => {
    await userEvent.click(canvas.getByText('7 days'));
    await waitFor(() => expect(canvas.getByRole('radio', { name: '7 days' })).toBeChecked());
    await expect(args.onValueChange).toHaveBeenLastCalledWith('7');
  },
};

/** Keyboard: Tab reaches the chosen range, the arrows choose the next one. */
export const Keyboard: Story = {
  play: async ({ args, canvas }) => {
    await userEvent.tab();
    await expect(canvas.getByRole('radio', { name: '30 days' })).toHaveFocus();
    await userEvent.keyboard('{ArrowRight}');
    await waitFor(() => expect(canvas.getByRole('radio', { name: '90 days' })).toBeChecked());
    await expect(args.onValueChange).toHaveBeenLastCalledWith('90');
  },
};
