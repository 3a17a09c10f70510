import { useLocation, useRouteContext } from '@tanstack/react-router';
import { useEffect } from 'react';
import { pageTitle } from './page-title';

/** Keeps the document title on the current route's (see pageTitle); mounted once, in the root layout. */
export function usePageTitle(): void {
  const pathname = useLocation({ select: (location) => location.pathname });
  const signedIn = useRouteContext({ from: '__root__', select: (context) => context.user !== null });
  useEffect(() => {
    document.title = pageTitle(pathname, signedIn);
  }, [pathname, signedIn]);
}
