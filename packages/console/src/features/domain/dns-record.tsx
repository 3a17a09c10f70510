import { CopyButton } from '@console/ui';
import { css } from '../../../styled-system/css';
import { DOMAIN_CNAME_TARGET } from './domain-config';

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

/** The DNS record the admin creates at their DNS provider: a CNAME from their domain to the product's CDN host. */
export function DnsRecord({ domain }: { domain: string }) {
  return (
    <table className={table}>
      <caption className={css({ srOnly: true })}>DNS record to create</caption>
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
          <td className={cell}>CNAME</td>
          <td className={cell}>
            <span className={value}>
              {domain}
              <CopyButton value={domain} label="record name" iconOnly />
            </span>
          </td>
          <td className={cell}>
            <span className={value}>
              {DOMAIN_CNAME_TARGET}
              <CopyButton value={DOMAIN_CNAME_TARGET} label="record value" iconOnly />
            </span>
          </td>
        </tr>
      </tbody>
    </table>
  );
}
