export { SegmentCounter, type SegmentCounterProps } from './segment-counter';
export { segmentCountText, ucs2WarningText, type SmsEncoding } from './segment-counter-text';
