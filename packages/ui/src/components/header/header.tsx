import { ark, type HTMLArkProps } from '@ark-ui/react/factory';
import { ArrowLeft } from 'lucide-react';
import type { ReactNode } from 'react';
import { cx } from '../../../styled-system/css';
import { header } from '../../../styled-system/recipes';

/** The settings link back to the app picker, word for word (spec 000 §2). */
export const BACK_TO_APPS_LABEL = 'Back to apps';

export interface HeaderProps {
  /** The account's logo (or the product's), usually a link home. */
  logo: ReactNode;
  /** The AppSwitcher. */
  appSwitcher?: ReactNode;
  /** Inside settings: a HeaderBackLink. */
  backLink?: ReactNode;
  /**
   * The right-hand tools, for admins and owners only (spec 000 §2, §6): credit counter, search, NotificationBell,
   * SettingsMenu. Leave out for supervisors.
   */
  tools?: ReactNode;
  className?: string;
}

/** The console's top bar (spec 000 §2): logo, back link and app switcher on the left, tools on the right. */
export function Header({ logo, appSwitcher, backLink, tools, className }: HeaderProps) {
  const classes = header();
  return (
    <header className={cx(classes.root, className)}>
      <div className={classes.start}>
        <div className={classes.logo}>{logo}</div>
        {backLink}
        {appSwitcher}
      </div>
      {tools && <div className={classes.tools}>{tools}</div>}
    </header>
  );
}

/**
 * "Back to apps" with an arrow. An <a> by default; for a router, wrap it (TanStack's `createLink(HeaderBackLink)`)
 * or use `asChild` and give the router link the label (BACK_TO_APPS_LABEL).
 */
export function HeaderBackLink({ className, children, ...props }: HTMLArkProps<'a'>) {
  const classes = header();
  return (
    <ark.a className={cx(classes.backLink, className)} {...props}>
      {props.asChild ? (
        children
      ) : (
        <>
          <ArrowLeft aria-hidden />
          {children ?? BACK_TO_APPS_LABEL}
        </>
      )}
    </ark.a>
  );
}
