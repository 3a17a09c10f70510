import { listCrashReportsQueryOptions } from '@console/api-client';
import { useSuspenseInfiniteQuery } from '@tanstack/react-query';
import type { ErrorComponentProps } from '@tanstack/react-router';
import { useApi } from '../../lib/use-api';
import { CRASH_REPORT_COLUMNS } from './crash-report-columns';
import { PagedTable, PagedTableSkeleton } from './paged-table';
import { WatchTowerLoadError } from './watch-tower-load-error';

const TITLE = 'Errors';

/** Watch Tower errors (not in the spec): every crash the console reported, newest first. */
export function CrashReportsPage() {
  const api = useApi();
  const query = useSuspenseInfiniteQuery(listCrashReportsQueryOptions(api));
  return (
    <PagedTable
      title={TITLE}
      columns={CRASH_REPORT_COLUMNS}
      query={query}
      noun="errors"
      emptyMessage="No errors reported. Crashes of the console will be listed here."
    />
  );
}

export function CrashReportsSkeleton() {
  return <PagedTableSkeleton title={TITLE} columns={CRASH_REPORT_COLUMNS} noun="errors" />;
}

export function CrashReportsError({ error }: ErrorComponentProps) {
  return <WatchTowerLoadError title={TITLE} error={error} />;
}
