import type { Meta, StoryObj } from '@storybook/react-vite';
import { css } from '../../styled-system/css';
import { presetTokens } from './preset-tokens';
import { TokenTable } from './token-table';
import type { TokenRow } from './flatten-tokens';

const swatch = (row: TokenRow) => (
  <span
    aria-hidden
    className={css({
      display: 'block',
      width: '12',
      height: '6',
      borderRadius: 'sm',
      borderWidth: '1px',
      borderColor: 'border.default',
    })}
    style={{ background: row.cssVar }}
  />
);

const meta = {
  title: 'Design tokens/Colours',
  parameters: { a11y: { test: 'error' } },
} satisfies Meta;

export default meta;
type Story = StoryObj<typeof meta>;

/** The colours components use, with their light and dark values. Switch the theme to see them change. */
export const Semantic: Story = {
  render: () => <TokenTable caption="Semantic colours" rows={presetTokens.semanticColors} sample={swatch} />,
};

/** Raw scales, including the seven apps' colours. Components use the semantic colours instead. */
export const Scales: Story = {
  render: () => <TokenTable caption="Colour scales" rows={presetTokens.colors} sample={swatch} />,
};
