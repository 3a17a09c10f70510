import { getSummaryStatisticsQueryOptions } from '@console/api-client';
import { MOVING_AVERAGE_DAYS, Skeleton, TimeSeriesChart } from '@console/ui';
import { useSuspenseQuery } from '@tanstack/react-query';
import type { ErrorComponentProps } from '@tanstack/react-router';
import { css } from '../../../styled-system/css';
import { useApi } from '../../lib/use-api';
import { AppCharts } from './app-charts';
import { pageFrame, pageHeading, section } from './page-styles';
import { WatchTowerLoadError } from './watch-tower-load-error';

const grid = css({ display: 'grid', gap: '6', gridTemplateColumns: { base: '1fr', lg: '1fr 1fr' }, mt: '6' });

/**
 * The Watch Tower dashboard (spec 000 §2, §9): Tasks Completed (daily sums, a 14-day moving average) and Paid
 * Accounts (cumulative: its headline is the last value), then "View apps" for one chart per app.
 */
export function DashboardPage() {
  const api = useApi();
  const { data } = useSuspenseQuery(getSummaryStatisticsQueryOptions(api));
  return (
    <main className={pageFrame}>
      <h1 className={pageHeading}>Dashboard</h1>
      <div className={grid}>
        <TimeSeriesChart title="Tasks Completed" series={data.global} movingAverage={MOVING_AVERAGE_DAYS} />
        <TimeSeriesChart title="Paid Accounts" series={data.paidAccounts} mode="cumulative" />
      </div>
      <div className={section}>
        <AppCharts label="View apps" series={data.apps} />
      </div>
    </main>
  );
}

/** The dashboard while its statistics load. */
export function DashboardSkeleton() {
  return (
    <main className={pageFrame}>
      <h1 className={pageHeading}>Dashboard</h1>
      <div className={grid} aria-busy="true" role="status" aria-label="Loading statistics">
        <Skeleton height="18rem" />
        <Skeleton height="18rem" />
      </div>
    </main>
  );
}

export function DashboardError({ error }: ErrorComponentProps) {
  return <WatchTowerLoadError title="Dashboard" error={error} />;
}
