import { CopyButton } from '@console/ui';
import type { ReactNode } from 'react';
import { css } from '../../../styled-system/css';

const row = css({
  display: 'grid',
  // A fixed actions column keeps the values of every row the same width, with or without a Reveal button.
  gridTemplateColumns: { base: '1fr', md: '10rem 1fr 10rem' },
  alignItems: 'center',
  gap: { base: '2', md: '4' },
  py: '3',
  borderBottomWidth: '1px',
  borderColor: 'border.default',
  _last: { borderBottomWidth: '0' },
});
const term = css({ textStyle: 'label.md', color: 'fg.default' });
const value = css({
  m: '0',
  fontFamily: 'mono',
  textStyle: 'body.sm',
  color: 'fg.default',
  bg: 'bg.subtle',
  px: '3',
  py: '2',
  borderRadius: 'md',
  overflowWrap: 'anywhere',
});
const actions = css({
  display: 'flex',
  alignItems: 'center',
  justifyContent: { md: 'flex-end' },
  gap: '2',
  m: '0',
});

/**
 * One credential: its name, what is shown of it, and a copy button ("Copy widget key", "Copy account ID"). The copy button always copies the real value,
 * also while only a mask is shown, so a secret can be pasted without ever being on screen.
 */
export function CredentialRow({
  label,
  shown,
  value: copied,
  children,
}: {
  label: string;
  shown: string;
  value: string;
  children?: ReactNode;
}) {
  return (
    <div className={row}>
      <dt className={term}>{label}</dt>
      <dd className={value}>{shown}</dd>
      <dd className={actions}>
        {children}
        <CopyButton value={copied} label={label.charAt(0).toLowerCase() + label.slice(1)} iconOnly />
      </dd>
    </div>
  );
}
