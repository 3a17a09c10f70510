import { Outlet, useMatch } from '@tanstack/react-router';
import { AppShell } from './app-shell';

/**
 * The shell around every signed-in page but home (which renders it itself). Watch Tower brings its own header,
 * so there only the ghost bar stays.
 */
export function AuthenticatedLayout() {
  const inWatchTower = useMatch({ from: '/_authenticated/watch-tower', shouldThrow: false });
  return (
    <AppShell header={!inWatchTower}>
      <Outlet />
    </AppShell>
  );
}
