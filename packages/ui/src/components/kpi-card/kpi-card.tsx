import { useId } from 'react';
import { css, cx } from '../../../styled-system/css';
import { kpiCard } from '../../../styled-system/recipes';
import { describeChange, formatChange } from '../../lib/percent-change';
import { Skeleton } from '../skeleton';

export interface KpiCardProps {
  /** "Sessions", "Success rate", "Failures", "Timeouts". */
  label: string;
  /** The figure, formatted by the caller ("1,204", "92.4%", "$12,480.00"). */
  value: string;
  /** Against the previous period, as a fraction (see `percentChange`); null shows "—". */
  change: number | null;
  /** Which way is good news: up for sessions and success rate, down for failures and timeouts. */
  goodWhen?: 'up' | 'down';
  /** What the change compares with, e.g. "vs previous 30 days". */
  comparisonLabel?: string;
  /** Skeletons in place of the value and the change. */
  loading?: boolean;
  className?: string;
}

const srOnly = css({ srOnly: true });

const toneOf = (change: number | null, goodWhen: 'up' | 'down') => {
  if (change === null || formatChange(change) === formatChange(0)) return 'neutral';
  return change > 0 === (goodWhen === 'up') ? 'good' : 'bad';
};

/**
 * A dashboard KPI (spec apps.md §2.1): label, value, and "↑ 12.5%" / "↓ 3.0%" / "—" against the previous
 * period, green when the change is good news and red when it is bad (`goodWhen`). The arrow is spoken as words.
 */
export function KpiCard({
  label,
  value,
  change,
  goodWhen = 'up',
  comparisonLabel = 'vs previous period',
  loading = false,
  className,
}: KpiCardProps) {
  const classes = kpiCard();
  const labelId = useId();
  return (
    <div
      role="group"
      aria-labelledby={labelId}
      aria-busy={loading || undefined}
      className={cx(classes.root, className)}
    >
      <p id={labelId} className={classes.label}>
        {label}
      </p>
      {loading ? (
        <>
          <Skeleton width="6rem" height="2rem" />
          <Skeleton width="8rem" height="1rem" />
        </>
      ) : (
        <>
          <p className={classes.value}>{value}</p>
          <p className={classes.change} data-tone={toneOf(change, goodWhen)}>
            <span aria-hidden>{formatChange(change)}</span>
            <span className={srOnly}>{describeChange(change)}</span>
            <span className={classes.comparison}>{comparisonLabel}</span>
          </p>
        </>
      )}
    </div>
  );
}
