import { LoadError } from '../../components/load-error';

/** The audit log when its first page could not be loaded. */
export function AuditLogError({ error, onRetry }: { error: unknown; onRetry: () => void }) {
  return <LoadError title="The audit log could not be loaded" error={error} onRetry={onRetry} />;
}
