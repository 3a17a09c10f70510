import type { ErrorComponentProps } from '@tanstack/react-router';
import { RouteLoadError } from '../../components/load-error';

/** Domain when the branding could not be loaded. */
export function DomainError({ error }: ErrorComponentProps) {
  return <RouteLoadError title="The domain settings could not be loaded" error={error} />;
}
