import type { ReactNode } from 'react';
import { css } from '../../../styled-system/css';

const heading = css({ textStyle: 'heading.xl', color: 'fg.default' });
const lead = css({ textStyle: 'body.lg', color: 'fg.muted', mt: '2', mb: '6', maxW: '3xl' });

/** The title and one-line purpose of an integrations page. */
export function IntegrationsPageHeader({ title, children }: { title: string; children: ReactNode }) {
  return (
    <header>
      <h1 className={heading}>{title}</h1>
      <p className={lead}>{children}</p>
    </header>
  );
}
