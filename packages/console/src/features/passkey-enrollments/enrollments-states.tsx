import { DataTable, LoadError } from '@console/ui';
import { useMemo } from 'react';
import { useRouteRetry } from '../../lib/use-route-retry';
import { enrollmentColumns } from './enrollment-columns';
import { ENROLLMENTS_NOUN, ENROLLMENTS_TITLE } from './enrollment-texts';
import { EnrollmentsHeader } from './enrollments-header';

const noRevoke = () => undefined;

/** The list while its page loads (apps.md §0): the title and 10 skeleton rows in its columns. */
export function EnrollmentsSkeleton() {
  const columns = useMemo(() => enrollmentColumns(noRevoke), []);
  return (
    <div role="status" aria-label={`Loading ${ENROLLMENTS_NOUN}`} aria-busy>
      <EnrollmentsHeader />
      <DataTable caption={ENROLLMENTS_TITLE} columns={columns} data={[]} loading />
    </div>
  );
}

/** The list when its page could not be loaded (apps.md §0): "Couldn't load enrollments." and Try again. */
function EnrollmentsErrorView({ onRetry }: { onRetry: () => void }) {
  return (
    <div>
      <EnrollmentsHeader />
      <LoadError noun={ENROLLMENTS_NOUN} onRetry={onRetry} />
    </div>
  );
}

/** The route's errorComponent: Try again runs the loader again. */
export function EnrollmentsError() {
  return <EnrollmentsErrorView onRetry={useRouteRetry()} />;
}
