import type { ErrorComponentProps } from '@tanstack/react-router';
import { RouteLoadError } from '../../components/load-error';

/** The dashboard when its usage could not be loaded. */
export function AppDashboardError({ error }: ErrorComponentProps) {
  return <RouteLoadError title="The dashboard could not be loaded" error={error} />;
}
