import { ark, type HTMLArkProps } from '@ark-ui/react/factory';
import { createContext, use, type ComponentProps } from 'react';
import { cx } from '../../../styled-system/css';
import { sideNav } from '../../../styled-system/recipes';

const Classes = createContext(sideNav());

export interface RootProps extends ComponentProps<'nav'> {
  /** Names the navigation landmark, e.g. "Settings". */
  'aria-label': string;
}

/**
 * A vertical list of links, the current one marked: the settings side menu (spec 000 §2, spec 001 §2, whose nine
 * entries the console passes).
 *
 *   <SideNav.Root aria-label="Settings">
 *     <SideNav.Link asChild><RouterLink to="/settings/branding">Branding</RouterLink></SideNav.Link>
 *   </SideNav.Root>
 */
export function Root({ className, children, ...props }: RootProps) {
  const classes = sideNav();
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

/** One entry: an <a>, or with `asChild` the router's own link. An icon child goes before the label. */
export function Link({ current, className, ...props }: LinkProps) {
  const classes = use(Classes);
  return (
    <li className={classes.item}>
      <ark.a aria-current={current ? 'page' : undefined} className={cx(classes.link, className)} {...props} />
    </li>
  );
}
