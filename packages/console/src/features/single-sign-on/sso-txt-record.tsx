import { CopyButton } from '@console/ui';
import { css } from '../../../styled-system/css';

const table = css({ width: 'full', borderCollapse: 'collapse', textStyle: 'body.sm', color: 'fg.default' });
const cell = css({
  textAlign: 'left',
  px: '3',
  py: '2',
  borderBottomWidth: '1px',
  borderColor: 'border.default',
  verticalAlign: 'middle',
});
const headCell = css({ textStyle: 'label.sm', color: 'fg.muted' });
const value = css({
  display: 'flex',
  alignItems: 'center',
  gap: '2',
  textStyle: 'mono.sm',
  wordBreak: 'break-all',
});

/** The TXT record that proves the SSO domain, each part with a copy button. */
export function SsoTxtRecord({ name, content }: { name: string; content: string }) {
  return (
    <table className={table}>
      <caption className={css({ srOnly: true })}>TXT record to create</caption>
      <thead>
        <tr>
          <th scope="col" className={`${cell} ${headCell}`}>
            Type
          </th>
          <th scope="col" className={`${cell} ${headCell}`}>
            Name
          </th>
          <th scope="col" className={`${cell} ${headCell}`}>
            Value
          </th>
        </tr>
      </thead>
      <tbody>
        <tr>
          <td className={cell}>TXT</td>
          <td className={cell}>
            <span className={value}>
              {name}
              <CopyButton value={name} label="record name" iconOnly />
            </span>
          </td>
          <td className={cell}>
            <span className={value}>
              {content}
              <CopyButton value={content} label="record value" iconOnly />
            </span>
          </td>
        </tr>
      </tbody>
    </table>
  );
}
