import { SideNav } from '@console/ui';
import { Link, Outlet } from '@tanstack/react-router';
import { css } from '../../../styled-system/css';
import { SETTINGS_NAV } from './settings-nav';

const layout = css({
  flex: '1',
  display: 'flex',
  flexDirection: { base: 'column', md: 'row' },
  gap: { base: '4', md: '8' },
  w: 'full',
  maxW: '7xl',
  mx: 'auto',
  px: { base: '4', md: '6' },
  py: { base: '4', md: '8' },
});
const aside = css({ flexShrink: 0, w: { md: '56' } });
const content = css({ flex: '1', minW: '0' });

/** The settings area: its left side menu (the nine entries of spec 001 §2) and the page. */
export function SettingsLayout() {
  return (
    <div className={layout}>
      <aside className={aside}>
        <SideNav.Root aria-label="Settings">
          {SETTINGS_NAV.map((entry) => (
            <SideNav.Link key={entry.to} asChild>
              {/* The router's link marks the page shown with aria-current="page". */}
              <Link to={entry.to}>{entry.label}</Link>
            </SideNav.Link>
          ))}
        </SideNav.Root>
      </aside>
      <main className={content}>
        <Outlet />
      </main>
    </div>
  );
}
