import type { ErrorComponentProps } from '@tanstack/react-router';
import { RouteLoadError } from '../../components/load-error';

/** The audit log when its first page could not be loaded. */
export function AuditLogError({ error }: ErrorComponentProps) {
  return <RouteLoadError title="The audit log could not be loaded" error={error} />;
}
