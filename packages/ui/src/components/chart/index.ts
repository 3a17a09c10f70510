export { TimeSeriesChart, type TimeSeriesChartProps } from './time-series-chart';
export { SmallMultiples, type SmallMultiplesApp, type SmallMultiplesProps } from './small-multiples';
export {
  MOVING_AVERAGE_DAYS,
  cumulativeHeadline,
  movingAverage,
  seriesHeadline,
  sumHeadline,
  type AveragePoint,
  type SeriesMode,
  type SeriesPoint,
} from '../../lib/series';
export { formatAxisDate, formatTooltipDate } from '../../lib/chart-format';
