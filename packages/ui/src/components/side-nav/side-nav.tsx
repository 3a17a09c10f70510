import { sideNav } from '../../../styled-system/recipes';
import { createNavList } from '../../lib/create-nav-list';

/**
 * A vertical list of links, the current one marked: the settings side menu (spec 000 §2, spec 001 §2, whose nine
 * entries the console passes). An icon child goes before the label.
 *
 *   <SideNav.Root aria-label="Settings">
 *     <SideNav.Link asChild><RouterLink to="/settings/branding">Branding</RouterLink></SideNav.Link>
 *   </SideNav.Root>
 */
export const { Root, Link } = createNavList(sideNav);
export type { NavListLinkProps as LinkProps, NavListRootProps as RootProps } from '../../lib/create-nav-list';
