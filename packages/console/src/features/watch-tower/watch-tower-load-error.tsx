import type { ErrorComponentProps } from '@tanstack/react-router';
import { useRouteRetry } from '../../lib/use-route-retry';
import { pageFrame, pageHeading } from './page-styles';
import { RetryError } from './retry-error';

/** A Watch Tower page whose data could not be loaded: its heading, why, and a Retry that runs its loader again. */
export function WatchTowerLoadError({
  title,
  error,
}: Pick<ErrorComponentProps, 'error'> & { title: string }) {
  const retry = useRouteRetry();
  return (
    <main className={pageFrame}>
      <h1 className={pageHeading}>{title}</h1>
      <RetryError error={error} onRetry={retry} />
    </main>
  );
}
