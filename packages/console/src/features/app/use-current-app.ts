import type { AppId } from '@console/api-client';
import { useRouteContext } from '@tanstack/react-router';

/** The app of the page shown, as the `$app` layout validated it. */
export function useCurrentApp(): AppId {
  return useRouteContext({ from: '/_authenticated/$app', select: (context) => context.app });
}
