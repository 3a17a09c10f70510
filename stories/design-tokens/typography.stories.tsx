import type { CSSProperties } from 'react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { css } from '../../styled-system/css';
import { presetTokens } from './preset-tokens';
import { TokenTable } from './token-table';

const meta = { title: 'Design tokens/Type' } satisfies Meta;

export default meta;
type Story = StoryObj<typeof meta>;

/** Text styles: use `textStyle: 'heading.lg'` and pair it with an fg.* colour. */
export const TextStyles: Story = {
  render: () => (
    <TokenTable
      caption="Text styles"
      rows={presetTokens.textStyles}
      sample={(row) => (
        <span className={css({ color: 'fg.default' })} style={row.value as CSSProperties}>
          Contact centre
        </span>
      )}
    />
  ),
};

export const FontSizes: Story = {
  render: () => (
    <TokenTable
      caption="Font sizes"
      rows={presetTokens.fontSizes}
      sample={(row) => <span style={{ fontSize: row.cssVar }}>Aa</span>}
    />
  ),
};
