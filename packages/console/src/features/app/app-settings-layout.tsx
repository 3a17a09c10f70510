import { getApp } from '@console/api-client';
import { SideNav } from '@console/ui';
import { Link, Outlet } from '@tanstack/react-router';
import { css } from '../../../styled-system/css';
import { PAGES_BY_APP } from '../../lib/app-pages';
import { APP_SETTINGS_LABELS, isAppSettingsPage } from './app-settings-pages';
import { useCurrentApp } from './use-current-app';

const layout = css({
  display: 'flex',
  flexDirection: { base: 'column', md: 'row' },
  gap: { base: '4', md: '8' },
});
const aside = css({ flexShrink: 0, w: { md: '48' } });
const content = css({ flex: '1', minW: '0' });

/** An app's Configuration: a side menu of the app's settings pages (spec 000 §2), then the page. */
export function AppSettingsLayout() {
  const app = useCurrentApp();
  const pages = PAGES_BY_APP[app].filter(isAppSettingsPage);
  return (
    <div className={layout}>
      <aside className={aside}>
        <SideNav.Root aria-label={`${getApp(app).title} configuration`}>
          {pages.map((page) => (
            <SideNav.Link key={page} asChild>
              <Link to={`/$app/${page}`} params={{ app }}>
                {APP_SETTINGS_LABELS[page]}
              </Link>
            </SideNav.Link>
          ))}
        </SideNav.Root>
      </aside>
      <div className={content}>
        <Outlet />
      </div>
    </div>
  );
}
