import type { ReactNode } from 'react';
import { css } from '../../../styled-system/css';

const header = css({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: '4',
  mb: '6',
});
const heading = css({ textStyle: 'heading.xl', color: 'fg.default' });

/** The page's title and its action (Export), shared by the page and its skeleton. */
export function AuditLogHeader({ children }: { children?: ReactNode }) {
  return (
    <div className={header}>
      <h1 className={heading}>Audit log</h1>
      {children}
    </div>
  );
}
