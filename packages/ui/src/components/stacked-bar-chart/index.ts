export { StackedBarChart, type StackedBarChartProps } from './stacked-bar-chart';
export { DEFAULT_STATUS_LABELS, STACK_ORDER, dayTotal, type StackedPoint } from './stacked-series';
