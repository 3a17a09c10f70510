import { Outlet } from '@tanstack/react-router';
import { lazy, Suspense } from 'react';
import { OfflineNotice } from '../../components/offline-notice';
import { usePageTitle } from '../../features/shell/use-page-title';

// The toast outlet is not needed for the first paint: its own chunk, loaded right after.
const Toaster = lazy(() => import('@console/ui').then((ui) => ({ default: ui.Toaster })));

/** Every page, its document title, the one Toaster of the console and the offline notice. */
export function RootLayout() {
  usePageTitle();
  return (
    <>
      <Outlet />
      <OfflineNotice />
      <Suspense fallback={null}>
        <Toaster />
      </Suspense>
    </>
  );
}
