import type { ComponentProps } from 'react';
import { cx } from '../../../styled-system/css';
import { smallMultiples } from '../../../styled-system/recipes';
import { token, type Token } from '../../../styled-system/tokens';
import type { SeriesMode, SeriesPoint } from '../../lib/series';
import { TimeSeriesChart } from './time-series-chart';

export interface SmallMultiplesApp {
  id: string;
  title: string;
  /** Any CSS colour; by default the app's `app.<id>` token, else the accent. */
  color?: string;
}

export interface SmallMultiplesProps extends Omit<ComponentProps<'ul'>, 'children'> {
  apps: readonly SmallMultiplesApp[];
  /** Each app's daily series by app id; an app without one shows an empty chart. */
  seriesByApp: Readonly<Record<string, readonly SeriesPoint[] | undefined>>;
  mode?: SeriesMode;
  movingAverage?: number;
  /** A fixed width of each chart in px (tests, benchmarks); by default each fills its grid cell. */
  chartWidth?: number;
  chartHeight?: number;
  /** One y scale for every app (default), so their heights compare; false scales each to its own maximum. */
  sharedScale?: boolean;
}

const NO_POINTS: readonly SeriesPoint[] = [];

/** One small chart per app, in a grid that fits as many columns as the width allows (spec 000 §2 "View apps"). */
export function SmallMultiples({
  apps,
  seriesByApp,
  mode = 'sum',
  movingAverage,
  chartWidth,
  chartHeight,
  sharedScale = true,
  className,
  ...props
}: SmallMultiplesProps) {
  const yMax = sharedScale
    ? apps.reduce(
        (max, app) =>
          (seriesByApp[app.id] ?? NO_POINTS).reduce((top, point) => Math.max(top, point.count), max),
        0,
      )
    : undefined;
  return (
    <ul className={cx(smallMultiples(), className)} {...props}>
      {apps.map((app) => (
        <li key={app.id}>
          <TimeSeriesChart
            size="sm"
            title={app.title}
            series={seriesByApp[app.id] ?? NO_POINTS}
            mode={mode}
            movingAverage={movingAverage}
            width={chartWidth}
            height={chartHeight}
            color={app.color ?? token.var(`colors.app.${app.id}` as Token)}
            yMax={yMax || undefined}
          />
        </li>
      ))}
    </ul>
  );
}
