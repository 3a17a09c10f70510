import type { ReactNode } from 'react';
import { css } from '../../styled-system/css';

const main = css({
  flex: '1',
  w: 'full',
  maxW: '5xl',
  mx: 'auto',
  px: { base: '4', md: '6' },
  py: { base: '6', md: '10' },
});
const heading = css({ textStyle: 'heading.xl', color: 'fg.default' });
const lead = css({ textStyle: 'body.lg', color: 'fg.muted', mt: '2' });
const body = css({ mt: '8' });

/** A signed-in page outside the apps and settings (support, sales, resources): its title, lead and contents. */
export function PageLayout({
  title,
  lead: leadText,
  children,
}: {
  title: string;
  lead?: ReactNode;
  children: ReactNode;
}) {
  return (
    <main className={main}>
      <h1 className={heading}>{title}</h1>
      {leadText && <p className={lead}>{leadText}</p>}
      <div className={body}>{children}</div>
    </main>
  );
}
