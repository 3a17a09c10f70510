import { topTabs } from '../../../styled-system/recipes';
import { createNavList } from '../../lib/create-nav-list';

/**
 * An app's top tabs (spec 000 §2): a row of links, the current one marked. Which tabs show (by role, by billing
 * status) is the console's decision.
 *
 *   <TopTabs.Root aria-label="Passkeys">
 *     <TopTabs.Link href="/passkeys" current>Dashboard</TopTabs.Link>
 *     <TopTabs.Link asChild><RouterLink to="/passkeys/activity">Activity</RouterLink></TopTabs.Link>
 *   </TopTabs.Root>
 */
export const { Root, Link } = createNavList(topTabs);
export type { NavListLinkProps as LinkProps, NavListRootProps as RootProps } from '../../lib/create-nav-list';
