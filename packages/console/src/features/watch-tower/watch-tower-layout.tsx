import { Outlet } from '@tanstack/react-router';
import { WatchTowerHeader } from './watch-tower-header';

/** The Watch Tower area: its header, then the page (the shell leaves out the console header here). */
export function WatchTowerLayout() {
  return (
    <>
      <WatchTowerHeader />
      <Outlet />
    </>
  );
}
