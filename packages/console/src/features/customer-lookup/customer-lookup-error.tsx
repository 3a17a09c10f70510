import type { ErrorComponentProps } from '@tanstack/react-router';
import { RouteLoadError } from '../../components/load-error';

/** Customer Lookup when its settings could not be loaded. */
export function CustomerLookupError({ error }: ErrorComponentProps) {
  return <RouteLoadError title="The customer lookup settings could not be loaded" error={error} />;
}
