import { Outlet } from '@tanstack/react-router';
import { css } from '../../../styled-system/css';
import { useBootstrap } from '../../lib/use-bootstrap';
import { AppTabBar } from './app-tab-bar';
import { useCurrentApp } from './use-current-app';

const main = css({
  flex: '1',
  w: 'full',
  maxW: '7xl',
  mx: 'auto',
  px: { base: '4', md: '6' },
  py: { base: '4', md: '8' },
});

/** An app's pages: its top tabs under the header, then the page. */
export function AppLayout() {
  const app = useCurrentApp();
  const user = useBootstrap();
  return (
    <>
      <AppTabBar app={app} user={user} />
      <main className={main}>
        <Outlet />
      </main>
    </>
  );
}
