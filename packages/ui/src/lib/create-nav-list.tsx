import { ark, type HTMLArkProps } from '@ark-ui/react/factory';
import type { ComponentProps } from 'react';
import { createStyleContext } from './create-style-context';

export interface NavListRootProps extends ComponentProps<'nav'> {
  /** Names the navigation landmark, e.g. the app's title or "Settings". */
  'aria-label': string;
}

export interface NavListLinkProps extends HTMLArkProps<'a'> {
  /** The page shown: marks the link with aria-current="page". A router link may set aria-current itself. */
  current?: boolean;
}

type NavListRecipe = Parameters<typeof createStyleContext>[0] &
  ((variants?: never) => Record<'root' | 'list' | 'item' | 'link', string>);

/**
 * A navigation landmark holding a list of links, the current one marked: the shape of TopTabs and SideNav, which
 * differ only in their recipe. Links, not ARIA tabs: each opens a page of its own.
 */
export function createNavList(recipe: NavListRecipe) {
  const { withProvider, withContext } = createStyleContext(recipe);
  const Nav = withProvider('nav', 'root');
  const List = withContext('ul', 'list');
  const Item = withContext('li', 'item');
  const Anchor = withContext(ark.a, 'link');

  function Root({ children, ...props }: NavListRootProps) {
    return (
      <Nav {...props}>
        <List>{children}</List>
      </Nav>
    );
  }

  /** One entry: an <a>, or with `asChild` the router's own link. */
  function Link({ current, ...props }: NavListLinkProps) {
    return (
      <Item>
        <Anchor aria-current={current ? 'page' : undefined} {...props} />
      </Item>
    );
  }

  return { Root, Link };
}
