import { getSummaryStatisticsQueryOptions } from '@console/api-client';
import { MOVING_AVERAGE_DAYS, Skeleton, TimeSeriesChart } from '@console/ui';
import { useQuery } from '@tanstack/react-query';
import { css } from '../../../styled-system/css';
import { useApi } from '../../lib/use-api';
import { AppCharts } from './app-charts';
import { pageFrame, pageHeading, section } from './page-styles';
import { RetryError } from './retry-error';

const grid = css({ display: 'grid', gap: '6', gridTemplateColumns: { base: '1fr', lg: '1fr 1fr' }, mt: '6' });

/**
 * The Watch Tower dashboard (spec 000 §2, §9): Tasks Completed (daily sums, a 14-day moving average) and Paid
 * Accounts (cumulative: its headline is the last value), then "View apps" for one chart per app. A failed load
 * shows the error with a Retry (the spec shows no behaviour).
 */
export function DashboardPage() {
  const api = useApi();
  const query = useQuery(getSummaryStatisticsQueryOptions(api));
  return (
    <main className={pageFrame}>
      <h1 className={pageHeading}>Dashboard</h1>
      {query.isError ? (
        <RetryError error={query.error} onRetry={() => void query.refetch()} />
      ) : query.isPending ? (
        <div className={grid} aria-busy="true" role="status" aria-label="Loading statistics">
          <Skeleton height="18rem" />
          <Skeleton height="18rem" />
        </div>
      ) : (
        <>
          <div className={grid}>
            <TimeSeriesChart
              title="Tasks Completed"
              series={query.data.global}
              movingAverage={MOVING_AVERAGE_DAYS}
            />
            <TimeSeriesChart title="Paid Accounts" series={query.data.paidAccounts} mode="cumulative" />
          </div>
          <div className={section}>
            <AppCharts label="View apps" series={query.data.apps} />
          </div>
        </>
      )}
    </main>
  );
}
