/** Sizes of the two chart densities: the dashboard chart (md) and a small multiple (sm). */
export type ChartSize = 'md' | 'sm';

export interface ChartMargin {
  top: number;
  right: number;
  bottom: number;
  left: number;
}

export const CHART_MARGIN: Record<ChartSize, ChartMargin> = {
  md: { top: 8, right: 12, bottom: 24, left: 44 },
  sm: { top: 6, right: 8, bottom: 22, left: 36 },
};

export const CHART_HEIGHT: Record<ChartSize, number> = { md: 240, sm: 140 };

/** Roughly one x-axis label per this many pixels, and one y-axis gridline per this many. */
export const X_TICK_SPACING = 80;
export const Y_TICK_SPACING = 40;

/** Keys that move the active day, and by how many days (the slider pattern of WAI-ARIA APG). */
export const KEY_STEPS: Record<string, number> = {
  ArrowRight: 1,
  ArrowUp: 1,
  ArrowLeft: -1,
  ArrowDown: -1,
  PageUp: 7,
  PageDown: -7,
};
