import { Outlet } from '@tanstack/react-router';
import { lazy, Suspense } from 'react';

// The toast outlet is not needed for the first paint: its own chunk, loaded right after.
const Toaster = lazy(() => import('@console/ui').then((ui) => ({ default: ui.Toaster })));

/** Every page, and the one Toaster of the console. */
export function RootLayout() {
  return (
    <>
      <Outlet />
      <Suspense fallback={null}>
        <Toaster />
      </Suspense>
    </>
  );
}
