import {
  ACTIVITY_TABS as ACTIVITY_NOUNS,
  getApp,
  sessionStatusLabel,
  type AppId,
  type AppSession,
  type AppStatus,
  type SessionRange,
  type StatisticsSummary,
} from '@console/api-client';
import { collectsMoney, formatMinorUnits } from '@console/api-client/rules';
import {
  Card,
  DataTable,
  EmptyState,
  KpiCard,
  percentChange,
  PlanCard,
  SegmentedControl,
  StackedBarChart,
  type PlanUsage,
} from '@console/ui';
import { Link } from '@tanstack/react-router';
import { ArrowRight } from 'lucide-react';
import { useMemo } from 'react';
import { css } from '../../../styled-system/css';
import { AppTile } from '../../components/app-tile';
import { ACTIVITY_TABS } from '../../lib/activity-tabs';
import { appHasPage } from '../../lib/app-pages';
import { quickLinks } from './quick-links';
import { sessionColumns } from './session-columns';

const header = css({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: '4',
  mb: '6',
});
const heading = css({ display: 'flex', alignItems: 'center', gap: '3' });
const icon = css({ w: '10', h: '10' });
const title = css({ textStyle: 'heading.lg', color: 'fg.default' });
const layout = css({
  display: 'grid',
  gap: '6',
  gridTemplateColumns: { base: '1fr', lg: 'minmax(0, 1fr) 18rem' },
  alignItems: 'start',
});
const main = css({ display: 'flex', flexDirection: 'column', gap: '6', minW: '0' });
const side = css({ display: 'flex', flexDirection: 'column', gap: '6' });
const kpis = css({
  display: 'grid',
  gap: '4',
  gridTemplateColumns: { base: '1fr', sm: 'repeat(2, 1fr)', xl: 'repeat(4, 1fr)' },
});
const sectionHeader = css({
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: '3',
  mb: '3',
});
const sectionTitle = css({ textStyle: 'heading.sm', color: 'fg.default' });
const link = css({
  display: 'inline-flex',
  alignItems: 'center',
  gap: '1',
  color: 'accent.fg',
  textDecoration: 'underline',
  textStyle: 'body.md',
  '& svg': { w: '4', h: '4' },
});
const linkList = css({ display: 'flex', flexDirection: 'column', gap: '2' });
const panel = css({
  p: '6',
  bg: 'bg.surface',
  borderWidth: '1px',
  borderColor: 'border.default',
  borderRadius: 'lg',
});

const count = new Intl.NumberFormat('en-US');

/** "7 days | 30 days | 90 days" (spec apps.md §2.1). */
const RANGE_OPTIONS = [
  { value: '7', label: '7 days' },
  { value: '30', label: '30 days' },
  { value: '90', label: '90 days' },
] as const;

/** The recent-activity table: Date, Status, Customer and Session, in the order the server gave (newest first). */
const RECENT_COLUMN_IDS = new Set(['createdAt', 'status', 'customerRef', 'sessionRef']);

export interface DashboardPlan {
  status: AppStatus;
  usage: PlanUsage;
}

export interface AppDashboardViewProps {
  app: AppId;
  range: SessionRange;
  onRangeChange: (range: SessionRange) => void;
  summary: StatisticsSummary;
  /** The 5 newest sessions. */
  recent: readonly AppSession[];
  onOpenSession: (session: AppSession) => void;
  /** The plan card (owner and admins); absent for supervisors. */
  plan?: DashboardPlan | undefined;
  /** SMS content, Webhooks and the app's main object (owner and admins). */
  showQuickLinks: boolean;
}

const rateText = (rate: number | null) => (rate === null ? '—' : `${rate.toFixed(1)}%`);

/**
 * An app's dashboard (spec apps.md §2.1): the range (7, 30 or 90 days), the KPI cards against the previous
 * period, "Sessions per day" stacked by status, the 5 newest sessions (a row opens the drawer, "View all" the
 * list), and for the owner and admins the plan card and quick links. With no session in the range it says so.
 */
export function AppDashboardView({
  app,
  range,
  onRangeChange,
  summary,
  recent,
  onOpenSession,
  plan,
  showQuickLinks,
}: AppDashboardViewProps) {
  const { totals, previous } = summary;
  const comparison = `vs previous ${range} days`;
  const activity = ACTIVITY_TABS[app];
  const labels = useMemo(
    () => ({
      success: sessionStatusLabel(app, 'success'),
      failure: sessionStatusLabel(app, 'failure'),
      timeout: sessionStatusLabel(app, 'timeout'),
      pending: sessionStatusLabel(app, 'pending'),
    }),
    [app],
  );
  const recentColumns = useMemo(
    () =>
      sessionColumns(app)
        .filter((column) => column.id !== undefined && RECENT_COLUMN_IDS.has(column.id))
        .map((column) => ({ ...column, enableSorting: false })),
    [app],
  );
  const collected = collectsMoney(app) ? (summary.amounts ?? []) : [];
  const links = showQuickLinks ? quickLinks(app) : [];

  return (
    <>
      <div className={header}>
        <div className={heading}>
          <span className={icon}>
            <AppTile app={app} />
          </span>
          <h1 className={title}>{getApp(app).title}</h1>
        </div>
        <SegmentedControl
          label="Range"
          options={RANGE_OPTIONS}
          value={String(range) as (typeof RANGE_OPTIONS)[number]['value']}
          onValueChange={(value) => onRangeChange(Number(value) as SessionRange)}
        />
      </div>
      <div className={layout}>
        <div className={main}>
          {totals.sessions === 0 ? (
            <div className={panel}>
              <EmptyState
                title={`No sessions in the last ${range} days.`}
                description="Agents send requests from the agent application during a call."
              />
            </div>
          ) : (
            <>
              <div className={kpis}>
                <KpiCard
                  label="Sessions"
                  value={count.format(totals.sessions)}
                  change={percentChange(totals.sessions, previous.sessions)}
                  comparisonLabel={comparison}
                />
                <KpiCard
                  label="Success rate"
                  value={rateText(totals.successRate)}
                  change={
                    totals.successRate === null
                      ? null
                      : percentChange(totals.successRate, previous.successRate)
                  }
                  comparisonLabel={comparison}
                />
                <KpiCard
                  label="Failures"
                  value={count.format(totals.failure)}
                  change={percentChange(totals.failure, previous.failure)}
                  goodWhen="down"
                  comparisonLabel={comparison}
                />
                <KpiCard
                  label="Timeouts"
                  value={count.format(totals.timeout)}
                  change={percentChange(totals.timeout, previous.timeout)}
                  goodWhen="down"
                  comparisonLabel={comparison}
                />
                {collected.map((amount) => (
                  <KpiCard
                    key={amount.currency}
                    label={collected.length > 1 ? `Collected (${amount.currency})` : 'Collected'}
                    value={formatMinorUnits(amount.total, amount.currency)}
                    change={null}
                    comparisonLabel={`in the last ${range} days`}
                  />
                ))}
              </div>
              <StackedBarChart title="Sessions per day" series={summary.series} labels={labels} />
            </>
          )}
          <section aria-labelledby="recent-activity">
            <div className={sectionHeader}>
              <h2 id="recent-activity" className={sectionTitle}>
                Recent activity
              </h2>
              <Link to={activity.to} params={{ app }} className={link}>
                View all
                <ArrowRight aria-hidden />
              </Link>
            </div>
            <DataTable
              caption="Recent activity"
              columns={recentColumns}
              data={recent}
              getRowId={(session) => session.id}
              onRowClick={onOpenSession}
              emptyMessage={`No ${ACTIVITY_NOUNS[app].noun} yet.`}
            />
          </section>
        </div>
        {(plan || links.length > 0) && (
          <div className={side}>
            {plan && (
              <PlanCard
                status={plan.status}
                usage={plan.usage}
                link={
                  appHasPage(app, 'pricing') ? (
                    <Link to="/$app/pricing" params={{ app }} className={link}>
                      View plans
                    </Link>
                  ) : undefined
                }
              />
            )}
            {links.length > 0 && (
              <Card.Root>
                <Card.Header>
                  <Card.Title>Quick links</Card.Title>
                </Card.Header>
                <Card.Body>
                  <ul className={linkList}>
                    {links.map((quick) => (
                      <li key={quick.label}>
                        <Link to={quick.to} params={{ app }} className={link}>
                          {quick.label}
                        </Link>
                      </li>
                    ))}
                  </ul>
                </Card.Body>
              </Card.Root>
            )}
          </div>
        )}
      </div>
    </>
  );
}
