import { getAccountStatisticsQueryOptions } from '@console/api-client';
import { Skeleton, TimeSeriesChart } from '@console/ui';
import { useQuery } from '@tanstack/react-query';
import { css } from '../../../styled-system/css';
import { useApi } from '../../lib/use-api';
import { AppCharts } from './app-charts';
import { RetryError } from './retry-error';

const stack = css({ display: 'grid', gap: '4' });

/**
 * The account's Tasks Completed chart and "view all app statistics" (spec 000 §2). No statistics yet: the chart
 * says so and there is nothing to reveal. A failed load shows the error with a Retry (the spec shows none).
 */
export function AccountStatistics({ accountId }: { accountId: string }) {
  const api = useApi();
  // The route's loader started it; a failure there is shown with its Retry, not fetched again behind the skeleton.
  const query = useQuery({ ...getAccountStatisticsQueryOptions(api, accountId), retryOnMount: false });
  if (query.isError) return <RetryError error={query.error} onRetry={() => void query.refetch()} />;
  if (query.isPending) {
    return (
      <div role="status" aria-busy="true" aria-label="Loading statistics">
        <Skeleton height="18rem" />
      </div>
    );
  }
  return (
    <div className={stack}>
      <TimeSeriesChart title="Tasks Completed" series={query.data.global} />
      <AppCharts label="view all app statistics" series={query.data.apps} />
    </div>
  );
}
