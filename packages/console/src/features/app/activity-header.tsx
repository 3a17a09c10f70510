import type { ReactNode } from 'react';
import { css } from '../../../styled-system/css';

const header = css({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: '3',
  mb: '4',
});
const title = css({ textStyle: 'heading.lg', color: 'fg.default' });

/** The activity list's title ("Authentications", "Payments"…) and, once loaded, its Export CSV. */
export function ActivityHeader({ title: text, children }: { title: string; children?: ReactNode }) {
  return (
    <div className={header}>
      <h1 className={title}>{text}</h1>
      {children}
    </div>
  );
}
