import type { Meta, StoryObj } from '@storybook/react-vite';
import { css } from '../../styled-system/css';
import { presetTokens } from './preset-tokens';
import { TokenTable } from './token-table';

const meta = { title: 'Design tokens/Spacing and radii' } satisfies Meta;

export default meta;
type Story = StoryObj<typeof meta>;

const bar = css({ display: 'block', height: '3', background: 'accent.default', borderRadius: 'xs' });
const box = css({
  display: 'block',
  width: '10',
  height: '10',
  background: 'bg.emphasized',
  borderWidth: '1px',
  borderColor: 'border.default',
});

/** A 4 px grid: `spacing.4` is 1rem. */
export const Spacing: Story = {
  render: () => (
    <TokenTable
      caption="Spacing"
      rows={presetTokens.spacing}
      sample={(row) => <span aria-hidden className={bar} style={{ width: row.cssVar }} />}
    />
  ),
};

export const Radii: Story = {
  render: () => (
    <TokenTable
      caption="Radii"
      rows={presetTokens.radii}
      sample={(row) => <span aria-hidden className={box} style={{ borderRadius: row.cssVar }} />}
    />
  ),
};

export const Shadows: Story = {
  render: () => (
    <TokenTable
      caption="Shadows"
      rows={presetTokens.shadows}
      sample={(row) => <span aria-hidden className={box} style={{ boxShadow: row.cssVar }} />}
    />
  ),
};
