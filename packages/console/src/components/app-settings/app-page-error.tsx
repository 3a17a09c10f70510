import { LoadError } from '@console/ui';
import type { ErrorComponentProps } from '@tanstack/react-router';
import { useRouteRetry } from '../../lib/use-route-retry';
import { AppPageHeader } from './app-page-header';

/**
 * An app page whose data could not be loaded (apps.md §0): its title, then "Couldn't load {noun}." with "Try
 * again", which runs the route's loader again.
 */
export function AppPageError({
  title,
  noun,
}: Pick<ErrorComponentProps, 'error'> & { title: string; noun: string }) {
  const retry = useRouteRetry();
  return (
    <div>
      <AppPageHeader title={title} />
      <LoadError noun={noun} onRetry={retry} />
    </div>
  );
}
