import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { SegmentCounter } from '@console/ui';

const meta = {
  title: 'UI/SegmentCounter',
  component: SegmentCounter,
  args: { characters: 86, segments: 1, encoding: 'GSM-7' },
} satisfies Meta<typeof SegmentCounter>;

export default meta;
type Story = StoryObj<typeof meta>;

/** One GSM-7 segment: "1 SMS segment", singular (spec apps.md §6). */
export const OneSegment: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByText('86 characters · 1 SMS segment · GSM-7')).toBeVisible();
  },
};

/** Past 160 GSM-7 characters: two segments of 153. */
export const TwoSegments: Story = {
  args: { characters: 172, segments: 2 },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('172 characters · 2 SMS segments · GSM-7')).toBeVisible();
  },
};

/** A character outside the GSM alphabet switches to UCS-2, and the warning names it (spec apps.md §2.6). */
export const Ucs2: Story = {
  args: { characters: 74, segments: 2, encoding: 'UCS-2', nonGsmCharacters: ['é', 'ü', 'é'] },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('74 characters · 2 SMS segments · UCS-2')).toBeVisible();
    await expect(
      canvas.getByText(
        'Characters outside the GSM alphabet (for example é, ü) cut each segment to 70 characters.',
      ),
    ).toBeVisible();
  },
};

/** More than 3 segments: the count turns red (the form says why). */
export const OverLimit: Story = {
  args: { characters: 540, segments: 4 },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('540 characters · 4 SMS segments · GSM-7')).toHaveAttribute('data-over');
  },
};
