import type { ErrorComponentProps } from '@tanstack/react-router';
import { RouteLoadError } from '../../components/load-error';

/** Admin Management when its lists could not be loaded. */
export function AdminManagementError({ error }: ErrorComponentProps) {
  return <RouteLoadError title="The administrators could not be loaded" error={error} />;
}
