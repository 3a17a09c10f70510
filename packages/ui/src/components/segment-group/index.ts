export * as SegmentGroup from './segment-group';
