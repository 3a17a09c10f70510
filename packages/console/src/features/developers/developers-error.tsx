import type { ErrorComponentProps } from '@tanstack/react-router';
import { RouteLoadError } from '../../components/load-error';

/** Developers when the credentials could not be loaded. */
export function DevelopersError({ error }: ErrorComponentProps) {
  return <RouteLoadError title="The developer credentials could not be loaded" error={error} />;
}
