import { LoadError } from '../../components/load-error';

/** The billing page when an app's usage could not be loaded. */
export function BillingError({ error, onRetry }: { error: unknown; onRetry: () => void }) {
  return <LoadError title="The billing could not be loaded" error={error} onRetry={onRetry} />;
}
