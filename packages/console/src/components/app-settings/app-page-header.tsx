import type { ReactNode } from 'react';
import { css } from '../../../styled-system/css';

const header = css({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'flex-start',
  justifyContent: 'space-between',
  gap: '4',
  mb: '6',
});
const heading = css({ textStyle: 'heading.xl', color: 'fg.default' });
const lead = css({ textStyle: 'body.md', color: 'fg.muted', mt: '1', maxW: '2xl' });
const actions = css({ display: 'flex', flexWrap: 'wrap', gap: '2' });

/** The title and lead of an app's Pricing or Configuration page, with its page-wide actions at the end. */
export function AppPageHeader({
  title,
  children,
  actions: end,
}: {
  title: string;
  children?: ReactNode;
  actions?: ReactNode;
}) {
  return (
    <div className={header}>
      <div>
        <h1 className={heading}>{title}</h1>
        {children && <p className={lead}>{children}</p>}
      </div>
      {end && <div className={actions}>{end}</div>}
    </div>
  );
}
