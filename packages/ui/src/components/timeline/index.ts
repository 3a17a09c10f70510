export { Timeline, type TimelineEvent, type TimelineProps } from './timeline';
export { eventTypeLabel, formatTimeOfDay } from '../../lib/format-time';
