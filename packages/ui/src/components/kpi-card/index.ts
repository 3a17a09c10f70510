export { KpiCard, type KpiCardProps } from './kpi-card';
export { describeChange, formatChange, percentChange } from '../../lib/percent-change';
