import { listCrashReportsQueryOptions } from '@console/api-client';
import { useInfiniteQuery } from '@tanstack/react-query';
import { useApi } from '../../lib/use-api';
import { CRASH_REPORT_COLUMNS } from './crash-report-columns';
import { PagedTable } from './paged-table';

/** Watch Tower errors (not in the spec): every crash the console reported, newest first. */
export function CrashReportsPage() {
  const api = useApi();
  const query = useInfiniteQuery(listCrashReportsQueryOptions(api));
  return (
    <PagedTable
      title="Errors"
      columns={CRASH_REPORT_COLUMNS}
      query={query}
      noun="errors"
      emptyMessage="No errors reported. Crashes of the console will be listed here."
    />
  );
}
