import type { ErrorComponentProps } from '@tanstack/react-router';
import { RouteLoadError } from '../../components/load-error';

/** The billing page when an app's usage could not be loaded. */
export function BillingError({ error }: ErrorComponentProps) {
  return <RouteLoadError title="The billing could not be loaded" error={error} />;
}
