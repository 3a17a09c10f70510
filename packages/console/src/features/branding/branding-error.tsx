import type { ErrorComponentProps } from '@tanstack/react-router';
import { RouteLoadError } from '../../components/load-error';

/** Branding when it could not be loaded. */
export function BrandingError({ error }: ErrorComponentProps) {
  return <RouteLoadError title="The branding could not be loaded" error={error} />;
}
