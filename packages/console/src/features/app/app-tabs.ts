import type { AppId, AppStatus, Bootstrap } from '@console/api-client';
import { ACTIVITY_TABS } from '../../lib/activity-tabs';
import { isAdmin } from '../../session/guards';
import { appHasPage, type AppPage } from '../../lib/app-pages';

/** The route a tab opens (a `to` of the route tree, with the `app` param). */
type AppTabPath =
  | '/$app'
  | '/$app/activity'
  | '/$app/authentications'
  | '/$app/signatures'
  | '/$app/submissions'
  | '/$app/payments'
  | '/$app/verifications'
  | '/$app/documents'
  | '/$app/forms'
  | '/$app/enrollments'
  | '/$app/products'
  | '/$app/settings/general';

export interface AppTab {
  label: string;
  to: AppTabPath;
  /** The sub-path whose pages mark the tab as current ('' for the dashboard). */
  section: string;
}

/** The tabs after the activity tab, in the spec's order, each shown where the app has the page. */
const OPTIONAL_TABS: readonly (AppTab & { page: AppPage; adminOnly: boolean })[] = [
  { label: 'Documents', to: '/$app/documents', section: 'documents', page: 'documents', adminOnly: true },
  { label: 'Forms', to: '/$app/forms', section: 'forms', page: 'forms', adminOnly: true },
  {
    label: 'Enrollments',
    to: '/$app/enrollments',
    section: 'enrollments',
    page: 'enrollments',
    adminOnly: true,
  },
  { label: 'Product Catalog', to: '/$app/products', section: 'products', page: 'products', adminOnly: true },
  {
    label: 'Configuration',
    to: '/$app/settings/general',
    section: 'settings',
    page: 'settings/general',
    adminOnly: true,
  },
];

export const DASHBOARD_TAB: AppTab = { label: 'Dashboard', to: '/$app', section: '' };

/**
 * An app's top tabs (spec 000 §2): Dashboard, the activity tab, then Documents, Forms, Enrollments, Product Catalog
 * and Configuration where the app has them; all but the first two only for admins and the owner (apps.md §0); none
 * at all while the app's billing status is inactive.
 */
export function appTabs(app: AppId, user: Pick<Bootstrap, 'role'>, status: AppStatus): AppTab[] {
  if (status === 'inactive') return [];
  const optional = OPTIONAL_TABS.filter(
    (tab) => appHasPage(app, tab.page) && (!tab.adminOnly || isAdmin(user)),
  ).map(({ label, to, section }) => ({ label, to, section }));
  return [DASHBOARD_TAB, ACTIVITY_TABS[app], ...optional];
}

/** Whether `pathname` is one of the tab's pages: the dashboard (and identity-verification's /dashboard), or below the section. */
export function isTabCurrent(tab: AppTab, app: AppId, pathname: string): boolean {
  const path = pathname.replace(/\/+$/, '');
  if (tab.section === '') return path === `/${app}` || path === `/${app}/dashboard`;
  const base = `/${app}/${tab.section}`;
  return path === base || path.startsWith(`${base}/`);
}
