export { SegmentedControl, type SegmentedControlProps, type SegmentedOption } from './segmented-control';
export {
  DAY_RANGES,
  DAY_RANGE_OPTIONS,
  DEFAULT_DAY_RANGE,
  dayRangeLabel,
  type DayRange,
} from '../../lib/day-ranges';
