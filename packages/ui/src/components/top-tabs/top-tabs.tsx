import { ark, type HTMLArkProps } from '@ark-ui/react/factory';
import { createContext, use, type ComponentProps } from 'react';
import { cx } from '../../../styled-system/css';
import { topTabs } from '../../../styled-system/recipes';

const Classes = createContext(topTabs());

export interface RootProps extends ComponentProps<'nav'> {
  /** Names the navigation landmark, e.g. the app's title. */
  'aria-label': string;
}

/**
 * An app's top tabs (spec 000 §2): a row of links, the current one marked. Which tabs show (by role, by billing
 * status) is the console's decision. Links, not ARIA tabs: each opens a page of its own.
 *
 *   <TopTabs.Root aria-label="Passkeys">
 *     <TopTabs.Link href="/passkeys" current>Dashboard</TopTabs.Link>
 *     <TopTabs.Link asChild><RouterLink to="/passkeys/activity">Activity</RouterLink></TopTabs.Link>
 *   </TopTabs.Root>
 */
export function Root({ className, children, ...props }: RootProps) {
  const classes = topTabs();
  return (
    <Classes value={classes}>
      <nav className={cx(classes.root, className)} {...props}>
        <ul className={classes.list}>{children}</ul>
      </nav>
    </Classes>
  );
}

export interface LinkProps extends HTMLArkProps<'a'> {
  /** The page shown: marks the link with aria-current="page". A router link may set aria-current itself. */
  current?: boolean;
}

/** One tab: an <a>, or with `asChild` the router's own link. */
export function Link({ current, className, ...props }: LinkProps) {
  const classes = use(Classes);
  return (
    <li className={classes.item}>
      <ark.a aria-current={current ? 'page' : undefined} className={cx(classes.link, className)} {...props} />
    </li>
  );
}
