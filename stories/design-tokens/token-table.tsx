import type { ReactNode } from 'react';
import { css } from '../../styled-system/css';
import type { TokenRow } from './flatten-tokens';
import { describeValue } from './flatten-tokens';

const table = css({
  borderCollapse: 'collapse',
  width: 'full',
  textStyle: 'body.md',
  color: 'fg.default',
  '& th, & td': { textAlign: 'left', padding: '2', borderBottomWidth: '1px', borderColor: 'border.default' },
  '& th': { textStyle: 'label.md', color: 'fg.muted' },
  '& code': { textStyle: 'mono.sm' },
});

interface TokenTableProps {
  caption: string;
  rows: TokenRow[];
  /** Renders the sample cell for a token. */
  sample: (row: TokenRow) => ReactNode;
}

/** A table of tokens: sample, name, value. */
export function TokenTable({ caption, rows, sample }: TokenTableProps) {
  return (
    <table className={table}>
      <caption
        className={css({
          textStyle: 'heading.sm',
          textAlign: 'left',
          paddingBlock: '2',
          color: 'fg.default',
        })}
      >
        {caption}
      </caption>
      <thead>
        <tr>
          <th scope="col">Sample</th>
          <th scope="col">Token</th>
          <th scope="col">Value</th>
        </tr>
      </thead>
      <tbody>
        {rows.map((row) => (
          <tr key={row.path}>
            <td>{sample(row)}</td>
            <td>
              <code>{row.path}</code>
            </td>
            <td>
              <code>{describeValue(row.value)}</code>
            </td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}
