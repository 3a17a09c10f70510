import { CopyButton } from '@console/ui';
import { css } from '../../styled-system/css';

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

export interface DnsRecordTableProps {
  type: 'CNAME' | 'TXT';
  name: string;
  value: string;
  /** Read by screen readers, e.g. "DNS record to create". */
  caption: string;
}

/**
 * One DNS record the admin creates at their DNS provider (the branded domain's CNAME, the SSO domain's TXT proof),
 * its name and value each with a copy button.
 */
export function DnsRecordTable({ type, name, value: content, caption }: DnsRecordTableProps) {
  return (
    <table className={table}>
      <caption className={css({ srOnly: true })}>{caption}</caption>
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
          <td className={cell}>{type}</td>
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
